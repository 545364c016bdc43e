import { useId } from 'react';
import { DATE_INPUT_LENGTH } from '../../config';
import { formatDateInput } from '../../lib/dateInput';
import { controlClassName, describedBy, FieldShell } from './FieldShell';
import type { TextFieldProps } from './TextField';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'maxLength' | 'inputMode'>;

/**
 * A date typed as digits that formats itself to YYYY-MM-DD (spec §5). Whether the result is a
 * real date is the form's check (`isRealDate`), because only the form knows when to say so.
 */
export function DateField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  id,
  ...inputProps
}: DateFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldShell id={inputId} label={label} required={required} hint={hint} error={error}>
      <input
        id={inputId}
        className={controlClassName}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={DATE_INPUT_LENGTH}
        value={value}
        required={required}
        onChange={(event) => onChange(formatDateInput(event.target.value))}
        {...describedBy(inputId, hint, error)}
        {...inputProps}
      />
    </FieldShell>
  );
}
