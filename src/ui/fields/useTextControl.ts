import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { FormMessage } from '../form/formMessage';
import { controlClassName, describedBy, type FieldShellProps } from './FieldShell';

/** What every control with a string value takes beside its element's own attributes. */
export interface TextControlProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: FormMessage | null;
  required?: boolean;
  id?: string;
}

/**
 * The base of TextField, TextAreaField, PasswordField and SelectField: splits their props into the shell's
 * (label, hint, message), the control's (id, value, change, the aria ties) and the element's own
 * rest, one id tying them together.
 */
export function useTextControl<Props extends TextControlProps>({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  id,
  ...rest
}: Props) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const shell: Omit<FieldShellProps, 'children'> = { id: controlId, label, required, hint, error };
  const control = {
    id: controlId,
    className: controlClassName,
    value,
    required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
    ...describedBy(controlId, hint, error),
  };
  return { shell, control, rest };
}
