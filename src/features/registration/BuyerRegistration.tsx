import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { CheckboxField } from '../../ui/fields/CheckboxField';
import { LicencePicker } from '../../ui/fields/LicencePicker';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { TextField } from '../../ui/fields/TextField';
import { FormField } from '../../ui/form/FormField';
import { RegistrationSteps } from './RegistrationSteps';
import { RegistrationSuccess } from './RegistrationSuccess';
import type { BuyerRegistrationFlow } from './useBuyerRegistration';
import styles from './Registration.module.css';

/** Spec §2 buyer registration: account, company details with licences and terms, success. */
export function BuyerRegistration({ flow, onClose }: { flow: BuyerRegistrationFlow; onClose: () => void }) {
  const { t } = useTranslation('registration');
  const form = flow.detailsForm;
  const field = { form, required: true, disabled: flow.registration.isPending } as const;

  return (
    <RegistrationSteps
      flow={flow}
      detailsHeading={t('details.companyHeading')}
      success={<RegistrationSuccess text={t('success.buyerNext')} onClose={onClose} />}
    >
      <div className={styles.grid}>
        <FormField as={TextField} {...field} name="name" label={t('details.name')} autoComplete="name" />
        <FormField
          as={TextField}
          {...field}
          name="phoneNumber"
          label={t('details.phoneNumber')}
          autoComplete="tel"
        />
        <FormField
          as={TextField}
          {...field}
          name="organisationName"
          label={t('details.organisationName')}
          autoComplete="organization"
        />
        <FormField
          as={TextField}
          {...field}
          name="organisationNumber"
          label={t('details.organisationNumber')}
          autoComplete="off"
        />
        <FormField
          as={TextField}
          {...field}
          name="streetAddress"
          label={t('details.streetAddress')}
          autoComplete="street-address"
        />
        <FormField
          as={TextField}
          {...field}
          name="postalLocation"
          label={t('details.postalLocation')}
          autoComplete="address-level2"
        />
        <FormField as={PostalCodeField} {...field} name="postalCode" label={t('details.postalCode')} />
        <FormField
          as={TextField}
          {...field}
          name="country"
          label={t('details.country')}
          autoComplete="country-name"
        />
      </div>
      <FormField as={LicencePicker} {...field} name="licences" label={t('details.licences')} />
      <FormField
        as={CheckboxField}
        {...field}
        name="terms"
        label={
          <Trans
            t={t}
            i18nKey="details.terms"
            components={{ privacy: <Link to={paths.privacyPolicy()} target="_blank" rel="noopener" /> }}
          />
        }
      />
    </RegistrationSteps>
  );
}
