import { TextField, type TextFieldProps } from './TextField';
import { digitsOnly } from './NumberField';

type PostalCodeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** Spec §5: the postal code keeps digits only. */
export function PostalCodeField({ onChange, ...props }: PostalCodeFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      {...props}
      onChange={(next) => onChange(digitsOnly(next))}
    />
  );
}
