import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/fields/TextField';

type ContactField = 'name' | 'phoneNumber';

interface RepresentativeContactFieldsProps {
  values: Record<ContactField, string>;
  errors: Partial<Record<ContactField, string>>;
  change: (field: ContactField) => (value: string) => void;
}

/** A representative's name and phone, the fields the company fills when adding and when editing. */
export function RepresentativeContactFields({ values, errors, change }: RepresentativeContactFieldsProps) {
  const { t } = useTranslation('company');
  return (
    <>
      <TextField
        label={t('representatives.name')}
        autoComplete="off"
        required
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <TextField
        label={t('representatives.phoneNumber')}
        type="tel"
        autoComplete="off"
        required
        value={values.phoneNumber}
        onChange={change('phoneNumber')}
        error={errors.phoneNumber}
      />
    </>
  );
}
