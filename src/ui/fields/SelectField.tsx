import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import type { FormMessage } from '../form/formMessage';
import { controlClassName, describedBy, FieldShell } from './FieldShell';
import styles from './SelectField.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown first with an empty value, for selects that start unchosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: FormMessage | null;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  required,
  id,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldShell id={selectId} label={label} required={required} hint={hint} error={error}>
      <select
        id={selectId}
        className={`${controlClassName} ${styles.select}`}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(selectId, hint, error)}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
