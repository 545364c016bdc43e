import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readBeforeUpdate, updateCar, type Car, carKeys } from '../../../api/cars';
import { DRIVE_VALUES, GEARBOX_VALUES } from '../../../fieldValues';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { DateField, dayInWords } from '../../../ui/fields/DateField';
import { AmountField, amountInWords } from '../../../product/AmountField';
import { NumberField } from '../../../ui/fields/NumberField';
import { SelectField } from '../../../ui/fields/SelectField';
import { TextAreaField } from '../../../ui/fields/TextAreaField';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { FormRefusal, messageOfFailure } from '../../../ui/form/formMessage';
import { MergeChoices } from '../../../ui/form/MergeChoices';
import { useMergeOnSave } from '../../../ui/form/useMergeOnSave';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from '../shared/DialogForm.module.css';
import {
  CORRECTION_FIELDS,
  correctedCar,
  correctionInput,
  correctionSchema,
  FACT_LABELS,
  type CorrectionOutput,
} from './correctionSchema';
import { useHttp } from '../../../api/http';

interface CorrectCarDialogProps {
  car: Car;
  open: boolean;
  onClose: () => void;
  onResult: (text: string) => void;
}

/**
 * Correct an application's data (`PUT /cars`, with the stored owner): every fact the seller typed
 * or the road-authority lookup may have left unknown. The car is read again just before the PUT,
 * so a photo added since the queue was read is kept (contract §14.2), and the corrections are
 * merged with what the seller changed meanwhile (ui/form/useMergeOnSave, contract §14.13). A
 * refusal keeps what was typed.
 */
export function CorrectCarDialog({ car, open, onClose, onResult }: CorrectCarDialogProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const [initial] = useState(() => correctionInput(car));
  const form = useZodForm(correctionSchema, initial);
  const merge = useMergeOnSave(form, correctionSchema, initial, CORRECTION_FIELDS);
  const queryClient = useQueryClient();
  const save = useMutation({
    // The checked form starts the send; what goes is the form merged with the car as read now.
    mutationFn: async (_checked: CorrectionOutput) => {
      const { current } = await readBeforeUpdate(http, car.id);
      const ownerId = current.ownerId ?? car.ownerId;
      if (!ownerId) throw new FormRefusal({ key: 'admin:correct.noOwner' });
      const correction = merge.mergeWith(correctionInput(current));
      await updateCar(http, correctedCar(current, ownerId, correction), []);
      return correction.registrationNumber;
    },
    onSuccess: async (name) => {
      onClose();
      onResult(t('correct.done', { name }));
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
    },
  });
  const text = (name: 'make' | 'model' | 'engineType' | 'color' | 'bodywork') => (
    <FormField as={TextField} form={form} name={name} label={t(`correct.${name}`)} />
  );
  const number = (name: 'engineVolume' | 'numberOfSeats' | 'numberOfDoors' | 'weight') => (
    <FormField as={NumberField} form={form} name={name} label={t(`correct.${name}`)} optional />
  );
  const date = (name: 'firstTimeRegisteredInNorway' | 'nextEUControl', label: string) => (
    <FormField as={DateField} form={form} name={name} label={label} inWords={dayInWords} validateOnBlur />
  );
  return (
    <Dialog open={open} onClose={onClose} title={t('correct.title', { name: car.registrationNumber })} wide>
      <Form form={form} onValid={save.mutate} busy={save.isPending} className={styles.form}>
        <p className={styles.note}>{t('correct.note')}</p>
        <FormField
          as={TextField}
          form={form}
          name="registrationNumber"
          label={t('correct.registrationNumber')}
          required
        />
        <FormField as={NumberField} form={form} name="kilometers" label={t('correct.kilometers')} />
        <FormField
          as={AmountField}
          form={form}
          name="expectedPrice"
          label={t('correct.expectedPrice')}
          inWords={amountInWords}
        />
        {text('make')}
        {text('model')}
        {date('firstTimeRegisteredInNorway', t('correct.firstRegistration'))}
        {date('nextEUControl', t('correct.nextEUControl'))}
        {text('engineType')}
        {number('engineVolume')}
        {text('bodywork')}
        {text('color')}
        {number('numberOfSeats')}
        {number('numberOfDoors')}
        {number('weight')}
        <FormField
          as={SelectField}
          form={form}
          name="gearboxType"
          label={t('correct.gearboxType')}
          options={GEARBOX_VALUES.map((value) => ({ value, label: t(`correct.gearbox.${value}`) }))}
        />
        <FormField
          as={SelectField}
          form={form}
          name="operatingMode"
          label={t('correct.operatingMode')}
          options={DRIVE_VALUES.map((value) => ({ value, label: t(`correct.drive.${value}`) }))}
        />
        <FormField
          as={TextAreaField}
          form={form}
          name="additionalInformation"
          label={t('correct.additionalInformation')}
        />
        <ErrorBox message={messageOfFailure(save.error)} />
        <MergeChoices
          merge={merge}
          labelOf={(field) =>
            t(`correct.${FACT_LABELS[field as keyof typeof FACT_LABELS] ?? field}` as 'correct.make')
          }
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t('correct.submit')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
