import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import { useTextControl, type TextControlProps } from './useTextControl';
import styles from './TextAreaField.module.css';

interface TextAreaFieldProps
  extends
    TextControlProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | keyof TextControlProps> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  const { shell, control, rest } = useTextControl(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} className={`${control.className} ${styles.textArea}`} rows={rows} {...rest} />
    </FieldShell>
  );
}
