import { closeLines } from './glyphs';
import { Icon } from './Icon';

/** The cross of every close and dismiss button. */
export function CloseIcon() {
  return <Icon lines={closeLines} size={22} />;
}
