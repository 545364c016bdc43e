import { useTranslation } from 'react-i18next';
import { DATE_INPUT_LENGTH } from '../../fieldValues';
import { currentLanguage } from '../../i18n';
import { formatDateInput, parseDateInput } from '../../lib/dateInput';
import { formatLongDate } from '../../lib/norwegianTime';
import { TextField, type TextFieldProps } from './TextField';

type DateFieldProps = Omit<TextFieldProps, 'type' | 'maxLength' | 'inputMode'>;

/**
 * A date typed as digits that format themselves to YYYY-MM-DD (spec §5), or day first as
 * Norwegians write it (14.05.2019, 14/05/2019). Once the value names a day, the hint says which
 * day it was read as, in words. Whether a value is acceptable is the form's check
 * (`parseDateInput`), because only the form knows when to say so.
 */
export function DateField({ onChange, value, hint, ...props }: DateFieldProps) {
  const { t } = useTranslation('ui');
  const day = parseDateInput(value);
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={DATE_INPUT_LENGTH}
      value={value}
      onChange={(next) => onChange(formatDateInput(next))}
      hint={day ? t('fields.dateReadAs', { date: formatLongDate(day, currentLanguage()) }) : hint}
      {...props}
    />
  );
}

/** A date as typed, in words ("14. mai 2019"): FormField's `inWords` for a date. */
export const dayInWords = (value: string) => {
  const day = parseDateInput(value);
  return day ? formatLongDate(day, currentLanguage()) : value;
};
