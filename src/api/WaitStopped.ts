import { i18n } from '../i18n';
import { ApiError } from './ApiError';

/**
 * A load the user stopped waiting for: no answer came, so it fails as spec §8 says a request
 * without an answer does, and is not tried again by itself.
 */
export class WaitStopped extends ApiError {
  constructor() {
    super(500, i18n.t('errors.noResponse'));
    this.name = 'WaitStopped';
  }
}
