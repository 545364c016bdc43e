import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../form/formMessage';
import { useMessageText } from '../form/useMessageText';
import styles from './Field.module.css';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: FormMessage | null;
  children: ReactNode;
}

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** Label (with the required asterisk), control, hint and message (announced) of every form field. */
export function FieldShell({ id, label, required, hint, error, children }: FieldShellProps) {
  const { t } = useTranslation('ui');
  const messageText = useMessageText();
  const ids = fieldIds(id);
  return (
    <div className={styles.field} data-field>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        {required && <span className="visually-hidden"> ({t('fields.required')})</span>}
      </label>
      {children}
      {hint && (
        <span id={ids.hint} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={ids.error} role="alert" className={styles.error}>
          {messageText(error)}
        </span>
      )}
    </div>
  );
}

/** aria attributes tying a control to its hint and error. */
export function describedBy(id: string, hint: unknown, error: unknown) {
  const ids = fieldIds(id);
  const described = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ');
  return {
    'aria-describedby': described || undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}

export const controlClassName = styles.control;
