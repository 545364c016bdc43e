import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { PhotoPicker } from '../../ui/fields/PhotoPicker';
import { DraftNotice } from '../../ui/form/DraftNotice';
import { Form } from '../../ui/form/Form';
import { FormField } from '../../ui/form/FormField';
import { messageOfFailure } from '../../ui/form/formMessage';
import { SendAgain } from '../../ui/form/SendAgain';
import { UploadProgress } from '../../ui/UploadProgress';
import type { Upload } from '../../ui/useUpload';
import { CarFieldInput } from './CarFieldInput';
import {
  additionalInfoFields,
  carInfoFields,
  type CarFieldList,
  type CarFormOutput,
  type CarFormValues,
} from './carFormSchema';
import type { CarFormState } from './useCarForm';
import styles from './CarForm.module.css';

interface CarFormProps {
  /** A new car's (`carFormValues()`) or the stored car's, stored photos included. */
  initialValues: CarFormValues;
  /** The form and its draft (useCarForm), started with `initialValues`. */
  state: CarFormState;
  submitLabel: string;
  /**
   * The page's write (product/useSendOnce); a refusal or a send without an answer is shown in the
   * form, whose contents stay as they are.
   */
  save: UseMutationResult<unknown, Error, CarFormOutput> & { unanswered: boolean };
  /** The upload `save` runs its request through: progress and Cancel. */
  upload: Upload;
  /** Under the refusal: the picks of a save against a car changed elsewhere (edit, <MergeChoices>). */
  choices?: ReactNode;
}

/** The add/edit car form (spec §2): upload photos, car info and additional info. */
export function CarForm({ initialValues, state, submitLabel, save, upload, choices }: CarFormProps) {
  const { t } = useTranslation('cars');
  const { form, draft } = state;
  const [confirmingReset, setConfirmingReset] = useState(false);
  const saving = save.isPending;
  const keptImages = form.watch('keptImages');

  const fields = (list: CarFieldList) =>
    list.map((field) => (
      <CarFieldInput
        key={field[0]}
        form={form}
        field={field}
        stored={initialValues[field[0]]}
        disabled={saving}
      />
    ));

  // Reset is the user's word: the draft goes too.
  const reset = () => {
    draft.discard();
    save.reset();
    upload.clear();
    setConfirmingReset(false);
  };

  return (
    <Form form={form} onValid={save.mutate} busy={saving} className={styles.form}>
      <DraftNotice draft={draft} />
      <Group legend={t('form.photos')}>
        <FormField
          as={PhotoPicker}
          form={form}
          name="photos"
          label={t('form.photosLabel')}
          existing={keptImages.map((url) => ({ url }))}
          onRemoveExisting={(url) => {
            form.setValue(
              'keptImages',
              keptImages.filter((kept) => kept !== url),
            );
            form.setValue('removedImages', [...form.getValues('removedImages'), url]);
          }}
          disabled={saving}
        />
      </Group>
      <Group legend={t('form.carInfo')}>
        <div className={styles.grid}>{fields(carInfoFields)}</div>
      </Group>
      <Group legend={t('form.additionalInfo')}>{fields(additionalInfoFields)}</Group>
      <ErrorBox message={messageOfFailure(save.error)} />
      {choices}
      <SendAgain unanswered={save.unanswered} busy={saving} />
      <UploadProgress upload={upload} />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t('form.saving') : submitLabel}
        </Button>
        <Button variant="secondary" onClick={() => setConfirmingReset(true)} disabled={saving}>
          {t('form.reset')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingReset}
        title={t('form.resetTitle')}
        message={t('form.resetMessage')}
        confirmLabel={t('form.resetConfirm')}
        onConfirm={reset}
        onCancel={() => setConfirmingReset(false)}
      />
    </Form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
