import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FormMessage } from '../form/formMessage';
import { controlClassName, describedBy, FieldShell } from './FieldShell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: FormMessage | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  id,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} required={required} hint={hint} error={error}>
      <input
        id={inputId}
        className={controlClassName}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(inputId, hint, error)}
        {...inputProps}
      />
    </FieldShell>
  );
}
