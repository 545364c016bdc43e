import type { ParseKeys } from 'i18next';
import type { resources } from '../../i18n/resources';
import { UploadCancelled } from '../../lib/uploadProgress';

type OtherNamespace = Exclude<keyof (typeof resources)['no'], 'common'>;

/** A translation key: common's as they are, every other namespace's with its prefix ('cars:form.invalidDate'). */
export type FormMessageKey = ParseKeys<['common', ...OtherNamespace[]]>;

/**
 * The one shape of every message a form shows, under a field or above the form: an i18n key and
 * the values it interpolates. Schema rules carry the key as their zod issue message (a rule's text
 * needs no values); a failed write becomes one through `messageOfFailure`. Only the components
 * that show a message translate it, so a language switch re-words the messages already shown.
 */
export interface FormMessage {
  key: FormMessageKey;
  values?: Record<string, string | number>;
}

/** A write the client itself refuses, with its own words (the car's registration number is taken). */
export class FormRefusal extends Error {
  readonly formMessage: FormMessage;

  constructor(formMessage: FormMessage) {
    super(formMessage.key);
    this.name = 'FormRefusal';
    this.formMessage = formMessage;
  }
}

/**
 * A failed write (a mutation's error) as the form's message: the client's own refusal as it is;
 * anything else carries the server's final words already (ApiError, spec §8), shown as they are.
 */
export function messageOfFailure(failure: Error | null): FormMessage | null {
  // A cancelled upload is no failure: <UploadProgress> says so, calmly.
  if (failure === null || failure instanceof UploadCancelled) return null;
  if (failure instanceof FormRefusal) return failure.formMessage;
  if (failure.message === '') return { key: 'errors.unexpected' };
  return { key: 'errors.server', values: { message: failure.message } };
}
