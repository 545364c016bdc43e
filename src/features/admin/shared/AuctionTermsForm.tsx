import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { ErrorBox } from '../../../ui/ErrorBox';
import { DateField, dayInWords } from '../../../ui/fields/DateField';
import { AmountField, amountInWords } from '../../../product/AmountField';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import type { AuctionTermsInput, AuctionTermsValues } from './auctionTermsSchema';
import styles from './DialogForm.module.css';

interface AuctionTermsFormProps {
  form: UseFormReturn<AuctionTermsInput, unknown, AuctionTermsValues>;
  /** The write: its busy state and its refusal, shown in the form, which keeps what was typed. */
  write: { mutate: (terms: AuctionTermsValues) => void; isPending: boolean; error: Error | null };
  /** What the dialog says happens, above the fields. */
  notes: ReactNode;
  submitLabel: string;
  onCancel: () => void;
  /** Under the refusal: the picks of a save against terms changed elsewhere (<MergeChoices>). */
  choices?: ReactNode;
}

/**
 * The terms of a start, an edit, a restart and a resume, one form for all: starting price, minimal
 * step, and the end in Norwegian time, in that order, with the same labels and hints.
 */
export function AuctionTermsForm({
  form,
  write,
  notes,
  submitLabel,
  onCancel,
  choices,
}: AuctionTermsFormProps) {
  const { t } = useTranslation('admin');
  return (
    <Form form={form} onValid={write.mutate} busy={write.isPending} className={styles.form}>
      {notes}
      <FormField
        as={AmountField}
        form={form}
        name="startingPrice"
        label={t('terms.startingPrice')}
        inWords={amountInWords}
      />
      <FormField
        as={AmountField}
        form={form}
        inWords={amountInWords}
        name="minimalStep"
        label={t('terms.minimalStep')}
        hint={t('terms.minimalStepHint')}
      />
      <FormField
        as={DateField}
        form={form}
        inWords={dayInWords}
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
      <ErrorBox message={messageOfFailure(write.error)} />
      {choices}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={write.isPending} aria-busy={write.isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
