import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import { useTextControl, type TextControlProps } from './useTextControl';
import styles from './SelectField.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends
    TextControlProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | keyof TextControlProps> {
  options: readonly SelectOption[];
  /** Shown first with an empty value, for selects that start unchosen. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { shell, control, rest } = useTextControl(props);
  return (
    <FieldShell {...shell}>
      <select {...control} className={`${control.className} ${styles.select}`} {...rest}>
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
