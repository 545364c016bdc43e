import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell } from './FieldShell';
import { useTextControl, type TextControlProps } from './useTextControl';

export interface TextFieldProps
  extends
    TextControlProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | keyof TextControlProps> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps) {
  const { shell, control, rest } = useTextControl(props);
  return (
    <FieldShell {...shell}>
      <input {...control} {...rest} />
    </FieldShell>
  );
}
