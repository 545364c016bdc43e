import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/fields/DateField';
import { NumberField } from '../../../ui/fields/NumberField';
import { TextField } from '../../../ui/fields/TextField';
import { FormField } from '../../../ui/form/FormField';
import type { AuctionTermsInput, AuctionTermsValues } from './auctionTermsSchema';

interface AuctionTermsFieldsProps {
  form: UseFormReturn<AuctionTermsInput, unknown, AuctionTermsValues>;
}

/** Starting price, minimal step and the end in Norwegian time: the fields of a start, an edit, a restart. */
export function AuctionTermsFields({ form }: AuctionTermsFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FormField as={NumberField} form={form} name="startingPrice" label={t('terms.startingPrice')} />
      <FormField
        as={NumberField}
        form={form}
        name="minimalStep"
        label={t('terms.minimalStep')}
        hint={t('terms.minimalStepHint')}
      />
      <FormField
        as={DateField}
        form={form}
        name="endDate"
        label={t('terms.endDate')}
        hint={t('terms.endDateHint')}
        required
        validateOnBlur
      />
      <FormField
        as={TextField}
        form={form}
        name="endTime"
        label={t('terms.endTime')}
        hint={t('terms.endTimeHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        required
      />
    </>
  );
}
