import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import type { FormMessage } from '../form/formMessage';
import { controlClassName, describedBy, FieldShell } from './FieldShell';
import styles from './TextAreaField.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: FormMessage | null;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  id,
  rows,
  ...props
}: TextAreaFieldProps) {
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  return (
    <FieldShell id={textAreaId} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={textAreaId}
        className={`${controlClassName} ${styles.textArea}`}
        rows={rows ?? 5}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(textAreaId, hint, error)}
        {...props}
      />
    </FieldShell>
  );
}
