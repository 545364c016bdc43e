import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DRIVE_VALUES, GEARBOX_VALUES } from '../../config';
import { isRealDate } from '../../lib/dateInput';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { DateField } from '../../ui/fields/DateField';
import { NumberField } from '../../ui/fields/NumberField';
import { PhotoPicker } from '../../ui/fields/PhotoPicker';
import { SelectField, type SelectOption } from '../../ui/fields/SelectField';
import { TextAreaField } from '../../ui/fields/TextAreaField';
import { TextField } from '../../ui/fields/TextField';
import {
  CAR_FORM_FIELD_ORDER,
  FUEL_VALUES,
  validateCarForm,
  type CarFormErrors,
  type CarFormField,
  type CarFormValues,
} from './carFormSchema';
import styles from './CarForm.module.css';

export interface CarFormSubmission {
  values: CarFormValues;
  /** New photos to upload. */
  files: File[];
  /** Stored photo URLs the user kept (edit). */
  keptImages: string[];
}

interface CarFormProps {
  initialValues: CarFormValues;
  /** Stored photos of the car being edited. */
  initialImages?: readonly string[];
  submitLabel: string;
  /** A rejection's message is shown in the form, whose contents stay as they are. */
  onSubmit: (submission: CarFormSubmission) => Promise<unknown>;
}

/** The add/edit car form (spec §2): upload photos, car info and additional info. */
export function CarForm({ initialValues, initialImages = [], submitLabel, onSubmit }: CarFormProps) {
  const { t } = useTranslation('cars');
  const { t: tCommon } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState(initialValues);
  const [files, setFiles] = useState<File[]>([]);
  const [keptImages, setKeptImages] = useState<string[]>([...initialImages]);
  const [errors, setErrors] = useState<CarFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);

  const fieldId = (field: CarFormField) => `${idPrefix}-${field}`;
  const errorText = (field: CarFormField) => {
    switch (errors[field]) {
      case 'required':
        return tCommon('fields.requiredMessage');
      case 'invalidDate':
        return t('form.invalidDate');
      case 'invalidNumber':
        return t('form.invalidNumber');
      default:
        return null;
    }
  };

  const set = (field: CarFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const text = (field: CarFormField, props: { required?: boolean; autoComplete?: string } = {}) => ({
    id: fieldId(field),
    label: t(`form.${field}`),
    value: values[field],
    onChange: set(field),
    error: errorText(field),
    required: props.required ?? true,
    autoComplete: props.autoComplete ?? 'off',
  });

  const date = (field: 'firstTimeRegisteredInNorway' | 'nextEUControl') => ({
    ...text(field),
    hint: t('form.dateHint'),
    placeholder: t('form.datePlaceholder'),
    onBlur: () => {
      const value = values[field];
      if (value !== '' && !isRealDate(value))
        setErrors((current) => ({ ...current, [field]: 'invalidDate' }));
    },
  });

  const fuelOptions = withCurrent(
    FUEL_VALUES.map((value) => ({ value, label: t(`fuel.${value}`) })),
    values.engineType,
  );
  const driveOptions = withCurrent(
    DRIVE_VALUES.map((value) => ({ value, label: t(`drive.${value}`) })),
    values.operatingMode,
  );
  const gearboxOptions = withCurrent(
    GEARBOX_VALUES.map((value) => ({ value, label: t(`gearbox.${value}`) })),
    values.gearboxType,
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateCarForm(values);
    setErrors(found);
    const firstInvalid = CAR_FORM_FIELD_ORDER.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      setSubmitError(t('form.fixErrors'));
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      await onSubmit({ values, files, keptImages });
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : tCommon('errors.unexpected'));
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    setValues(initialValues);
    setFiles([]);
    setKeptImages([...initialImages]);
    setErrors({});
    setSubmitError(null);
    setConfirmingReset(false);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Group legend={t('form.photos')}>
        <PhotoPicker
          label={t('form.photosLabel')}
          files={files}
          onChange={setFiles}
          existing={keptImages.map((url) => ({ url }))}
          onRemoveExisting={(url) => setKeptImages((current) => current.filter((kept) => kept !== url))}
          disabled={submitting}
        />
      </Group>
      <Group legend={t('form.carInfo')}>
        <div className={styles.grid}>
          <TextField {...text('make')} />
          <TextField {...text('model')} />
          <TextField {...text('registrationNumber')} autoCapitalize="characters" />
          <DateField {...date('firstTimeRegisteredInNorway')} />
          <DateField {...date('nextEUControl')} />
          <NumberField {...text('kilometers')} />
          <SelectField {...text('engineType')} options={fuelOptions} placeholder={t('form.choose')} />
          <NumberField {...text('engineVolume')} />
          <SelectField {...text('operatingMode')} options={driveOptions} />
          <SelectField {...text('gearboxType')} options={gearboxOptions} />
          <NumberField {...text('weight')} />
          <TextField {...text('bodywork')} />
          <NumberField {...text('numberOfDoors')} />
          <NumberField {...text('numberOfSeats')} />
          <TextField {...text('color')} />
        </div>
      </Group>
      <Group legend={t('form.additionalInfo')}>
        <NumberField
          {...text('expectedPrice', { required: false })}
          optional
          hint={t('form.expectedPriceHint')}
        />
        <TextAreaField {...text('additionalInformation', { required: false })} />
      </Group>
      <ErrorBox message={submitError} />
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? t('form.saving') : submitLabel}
        </Button>
        <Button variant="secondary" onClick={() => setConfirmingReset(true)} disabled={submitting}>
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
    </form>
  );
}

/** A stored value outside the list (the road authority's own word) stays choosable. */
function withCurrent(known: SelectOption[], current: string): SelectOption[] {
  return current === '' || known.some((option) => option.value === current)
    ? known
    : [...known, { value: current, label: current }];
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
