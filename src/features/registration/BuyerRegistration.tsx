import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { CheckboxField } from '../../ui/fields/CheckboxField';
import { LicencePicker } from '../../ui/fields/LicencePicker';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { FormField } from '../../ui/form/FormField';
import { limitsOf } from '../../product/fieldRules';
import { UploadProgress } from '../../ui/UploadProgress';
import { RegistrationSteps } from './RegistrationSteps';
import { useDetailFields } from './useDetailFields';
import type { BuyerRegistrationFlow } from './useBuyerRegistration';
import styles from './Registration.module.css';

/** Spec §2 buyer registration: account, company details with licences and terms, success. */
export function BuyerRegistration({ flow, onClose }: { flow: BuyerRegistrationFlow; onClose: () => void }) {
  const { t } = useTranslation('registration');
  const { field, text } = useDetailFields(flow);

  return (
    <RegistrationSteps
      flow={flow}
      detailsHeading={t('details.companyHeading')}
      next={t('success.buyerNext')}
      onClose={onClose}
    >
      <div className={styles.grid}>
        {text('name', 'name')}
        {text('phoneNumber', 'tel')}
        {text('organisationName', 'organization')}
        {text('organisationNumber', 'off')}
        {text('streetAddress', 'street-address')}
        {text('postalLocation', 'address-level2')}
        <FormField
          as={PostalCodeField}
          {...field}
          name="postalCode"
          label={t('details.postalCode')}
          abroad
          messageValues={limitsOf('postalCode')}
        />
        {text('country', 'country-name')}
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
            components={{
              terms: <Link to={paths.terms()} target="_blank" rel="noopener" />,
              privacy: <Link to={paths.privacyPolicy()} target="_blank" rel="noopener" />,
            }}
          />
        }
      />
      <UploadProgress upload={flow.upload} />
    </RegistrationSteps>
  );
}
