import { useTranslation } from 'react-i18next';
import { readAmount } from '../lib/amountInput';
import { formatMoney } from '../lib/money';
import { amountLanguage } from './fieldRules';
import { TextField, type TextFieldProps } from '../ui/fields/TextField';

export interface AmountFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /** Optional fields are not required (the expected price). */
  optional?: boolean;
}

/**
 * An amount of money in kroner (spec §5): typed, pasted and kept exactly as written, never
 * stripped; the form's rule (`amount()` in product/fieldRules.ts) reads it as the language writes
 * numbers, or says why it cannot. When the writing is more than plain digits ("153.000",
 * "150 000,-"), the hint says what it reads as, so that nothing is read silently.
 */
export function AmountField({ value, optional, required, hint, ...props }: AmountFieldProps) {
  const { t } = useTranslation('ui');
  const reading = readAmount(value, amountLanguage());
  const readAs =
    reading.kind === 'amount' && !/^\d+$/.test(value.trim())
      ? t('amount.readAs', { amount: formatMoney(reading.value) })
      : null;
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      required={required ?? !optional}
      value={value}
      hint={
        readAs ? (
          <>
            {hint && <>{hint} </>}
            <span>{readAs}</span>
          </>
        ) : (
          hint
        )
      }
      onWheel={(event) => event.currentTarget.blur()}
      {...props}
    />
  );
}

/** An amount as typed, in kroner as the page writes it ("153 000,-"): FormField's `inWords` for an amount. */
export const amountInWords = (value: string) => {
  const reading = readAmount(value, amountLanguage());
  return reading.kind === 'amount' ? formatMoney(reading.value) : value;
};
