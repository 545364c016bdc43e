import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateCar, type Car, carKeys } from '../../../api/cars';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { DateField } from '../../../ui/fields/DateField';
import { AmountField } from '../../../ui/fields/AmountField';
import { NumberField } from '../../../ui/fields/NumberField';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { FormRefusal, messageOfFailure } from '../../../ui/form/formMessage';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from '../shared/DialogForm.module.css';
import { correctedCar, correctionInput, correctionSchema } from './correctionSchema';
import { useHttp } from '../../../api/http';

interface CorrectCarDialogProps {
  car: Car;
  open: boolean;
  onClose: () => void;
  onResult: (text: string) => void;
}

/** Correct an application's data (`PUT /cars`, with the stored owner). A refusal keeps what was typed. */
export function CorrectCarDialog({ car, open, onClose, onResult }: CorrectCarDialogProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const form = useZodForm(correctionSchema, correctionInput(car));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (correction: Parameters<typeof correctedCar>[2]) => {
      if (!car.ownerId) throw new FormRefusal({ key: 'admin:correct.noOwner' });
      await updateCar(http, correctedCar(car, car.ownerId, correction), []);
      return correction.registrationNumber;
    },
    onSuccess: async (name) => {
      onClose();
      onResult(t('correct.done', { name }));
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
    },
  });
  const text = (name: 'make' | 'model' | 'engineType' | 'color' | 'bodywork', required = false) => (
    <FormField as={TextField} form={form} name={name} label={t(`correct.${name}`)} required={required} />
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
        {text('make', true)}
        {text('model', true)}
        <FormField as={NumberField} form={form} name="kilometers" label={t('correct.kilometers')} />
        <FormField as={AmountField} form={form} name="expectedPrice" label={t('correct.expectedPrice')} />
        <FormField
          as={DateField}
          form={form}
          name="firstTimeRegisteredInNorway"
          label={t('correct.firstRegistration')}
          validateOnBlur
        />
        {text('engineType')}
        {text('color')}
        {text('bodywork')}
        <ErrorBox message={messageOfFailure(save.error)} />
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
