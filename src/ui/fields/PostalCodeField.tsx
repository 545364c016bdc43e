import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

type PostalCodeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'> & {
  /** The address may be abroad (a company's, with a country field): letters are taken and the hint says how. */
  abroad?: boolean;
};

/**
 * A postal code, kept as typed: nothing is stripped. The form's rule reads it by the address's
 * country (product/fieldRules.ts, `postalCodeProblem`) and says what does not fit (spec §5, §11).
 */
export function PostalCodeField({ abroad = false, hint, ...props }: PostalCodeFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <TextField
      type="text"
      inputMode={abroad ? 'text' : 'numeric'}
      autoComplete="postal-code"
      hint={hint ?? (abroad ? t('fields.postalCodeHint') : undefined)}
      {...props}
    />
  );
}
