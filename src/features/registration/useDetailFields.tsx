import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { limitsOf } from '../../product/fieldRules';
import { TextField } from '../../ui/fields/TextField';
import { FormField } from '../../ui/form/FormField';
import type { RegistrationFlow } from './useRegistrationSteps';

/** The text details of either registration, each labelled and limited by its name. */
type TextDetail =
  | 'name'
  | 'phoneNumber'
  | 'organisationName'
  | 'organisationNumber'
  | 'streetAddress'
  | 'postalLocation'
  | 'country';

/**
 * The details step's fields as both registrations bind them: required, idle while the registration
 * is on its way; `text` gives a text detail its label, its autocomplete and its limits.
 */
export function useDetailFields<Details extends FieldValues, Sent>(flow: RegistrationFlow<Details, Sent>) {
  const { t } = useTranslation('registration');
  const field = { form: flow.detailsForm, required: true, disabled: flow.registration.isPending } as const;
  // Each text detail a registration names is a string of its schema (buyerDetailsSchema,
  // sellerDetailsSchema); a generic form cannot show FormField that, so these see the form as such.
  const textForm = flow.detailsForm as unknown as UseFormReturn<Record<TextDetail, string>>;
  // A detail of this registration's form (`Details`), bound as one of the text details.
  const text = (detail: TextDetail & FieldPath<Details>, autoComplete: string) => {
    const name: TextDetail = detail;
    return (
      <FormField
        as={TextField}
        form={textForm}
        required
        disabled={field.disabled}
        name={name}
        label={t(`details.${name}`)}
        autoComplete={autoComplete}
        messageValues={limitsOf(name)}
      />
    );
  };
  return { field, text };
}
