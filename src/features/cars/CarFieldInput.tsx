import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField, amountInWords } from '../../product/AmountField';
import { DateField, dayInWords } from '../../ui/fields/DateField';
import { NumberField } from '../../ui/fields/NumberField';
import { SelectField, type SelectOption } from '../../ui/fields/SelectField';
import { TextAreaField } from '../../ui/fields/TextAreaField';
import { TextField } from '../../ui/fields/TextField';
import { CAR_DATE_YEARS } from '../../fieldValues';
import { FormField } from '../../ui/form/FormField';
import { limitsOf } from '../../product/fieldRules';
import { CHOICES, type CarFieldList, type CarFormOutput, type CarFormValues } from './carFormSchema';

interface CarFieldInputProps {
  form: UseFormReturn<CarFormValues, unknown, CarFormOutput>;
  field: CarFieldList[number];
  /** The value the form started with: a stored word outside a select's list stays choosable. */
  stored: string;
  disabled: boolean;
}

/** One field of the car form, shown by the control its kind calls for (spec §5). */
export function CarFieldInput({ form, field: [name, spec], stored, disabled }: CarFieldInputProps) {
  const { t } = useTranslation('cars');
  const { t: ui } = useTranslation('ui');
  const limits = limitsOf(name);
  const common = {
    form,
    name,
    label: t(`form.${name}`),
    autoComplete: 'off',
    disabled,
    messageValues: limits,
  } as const;
  switch (spec.kind) {
    case 'text':
      return <FormField as={TextField} {...common} required />;
    case 'registrationNumber':
      return (
        <FormField
          as={TextField}
          {...common}
          required
          autoCapitalize="characters"
          hint={t('form.registrationNumberHint')}
        />
      );
    case 'date':
    case 'pastDate':
      return (
        <FormField
          as={DateField}
          {...common}
          inWords={dayInWords}
          required
          validateOnBlur
          messageValues={{ year: CAR_DATE_YEARS.earliest, years: CAR_DATE_YEARS.euControlAhead }}
          hint={t('form.dateHint')}
          placeholder={t('form.datePlaceholder')}
        />
      );
    case 'number':
      return (
        <FormField as={NumberField} {...common} hint={limits && ui('fields.range', { min: 0, ...limits })} />
      );
    case 'amount':
      return (
        <FormField
          as={AmountField}
          {...common}
          inWords={amountInWords}
          optional
          hint={t('form.expectedPriceHint')}
        />
      );
    case 'longText':
      return <FormField as={TextAreaField} {...common} />;
    case 'select': {
      const known =
        spec.choices === 'drive'
          ? CHOICES.drive.map((value) => ({ value, label: t(`drive.${value}`) }))
          : spec.choices === 'gearbox'
            ? CHOICES.gearbox.map((value) => ({ value, label: t(`gearbox.${value}`) }))
            : CHOICES.fuel.map((value) => ({ value, label: t(`fuel.${value}`) }));
      return (
        <FormField
          as={SelectField}
          {...common}
          required
          options={withStored(known, stored)}
          placeholder={spec.initial === undefined ? t('form.choose') : undefined}
        />
      );
    }
  }
}

function withStored(known: SelectOption[], stored: string): SelectOption[] {
  return stored === '' || known.some((option) => option.value === stored)
    ? known
    : [...known, { value: stored, label: stored }];
}
