import { DATE_INPUT_LENGTH } from '../../config';
import { formatDateInput } from '../../lib/dateInput';
import { TextField, type TextFieldProps } from './TextField';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'maxLength' | 'inputMode'>;

/**
 * A date typed as digits that formats itself to YYYY-MM-DD (spec §5). Whether the result is a
 * real date is the form's check (`isRealDate`), because only the form knows when to say so.
 */
export function DateField({ onChange, ...props }: DateFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={DATE_INPUT_LENGTH}
      onChange={(value) => onChange(formatDateInput(value))}
      {...props}
    />
  );
}
