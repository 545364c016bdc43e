import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClassName, describedBy, FieldShell } from './FieldShell';
import type { TextFieldProps } from './TextField';
import styles from './Field.module.css';

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  id,
  ...inputProps
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={inputId} label={label} required={required} hint={hint} error={error}>
      <div className={styles.withToggle}>
        <input
          id={inputId}
          className={controlClassName}
          type={visible ? 'text' : 'password'}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          {...describedBy(inputId, hint, error)}
          {...inputProps}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="currentColor" />
            {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      </div>
    </FieldShell>
  );
}
