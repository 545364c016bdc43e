import { createContext, type ReactNode } from 'react';
import type { FormMessage } from './formMessage';

/** One field of a form as its summary names it and a refused send shows it (FormField registers it). */
export interface FormFieldEntry {
  label?: ReactNode;
  /** The control that takes the focus. */
  control: HTMLElement;
  /** What its messages interpolate (FormField's `messageValues`). */
  values?: FormMessage['values'];
  /** A value of the field in the words the page writes it (FormField's `inWords`): "153 000,-". */
  inWords?: (value: string) => string;
}

/** The fields of one form by name (Form provides it, each FormField registers its own). */
export const FormFields = createContext<Map<string, FormFieldEntry>>(new Map());

/** The entries among `names` in the order the page shows them. */
export function inPageOrder(fields: Map<string, FormFieldEntry>, names: (name: string) => boolean) {
  return [...fields]
    .filter(([name]) => names(name))
    .sort(([, a], [, b]) =>
      a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
}
