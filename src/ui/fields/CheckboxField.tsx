import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FormMessage } from '../form/formMessage';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../form/useMessageText';
import { describedBy, fieldIds } from './FieldShell';
import styles from './CheckboxField.module.css';

interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'checked' | 'type' | 'value'
> {
  label: ReactNode;
  value: boolean;
  onChange: (checked: boolean) => void;
  error?: FormMessage | null;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, a large touch area and an error line. */
export function CheckboxField({
  label,
  value,
  onChange,
  error,
  required,
  id,
  ...inputProps
}: CheckboxFieldProps) {
  const { t } = useTranslation('ui');
  const messageText = useMessageText();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={styles.field}>
      <div className={[styles.row, error ? styles.invalid : ''].join(' ')}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.box}
          checked={value}
          required={required}
          onChange={(event) => onChange(event.target.checked)}
          {...describedBy(inputId, false, error)}
          {...inputProps}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
          {required && <span className="visually-hidden"> ({t('fields.required')})</span>}
        </label>
      </div>
      {error && (
        <span id={fieldIds(inputId).error} role="alert" className={styles.error}>
          {messageText(error)}
        </span>
      )}
    </div>
  );
}
