import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { CheckboxField } from '../../ui/fields/CheckboxField';
import { LicencePicker } from '../../ui/fields/LicencePicker';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { RegistrationSteps } from './RegistrationSteps';
import { RegistrationSuccess } from './RegistrationSuccess';
import type { BuyerRegistrationFlow } from './useBuyerRegistration';
import styles from './Registration.module.css';

/** Spec §2 buyer registration: account, company details with licences and terms, success. */
export function BuyerRegistration({ flow, onClose }: { flow: BuyerRegistrationFlow; onClose: () => void }) {
  const { t } = useTranslation('registration');
  const { values, errors, change } = flow;

  return (
    <RegistrationSteps
      flow={flow}
      detailsHeading={t('details.companyHeading')}
      success={<RegistrationSuccess text={t('success.buyerNext')} onClose={onClose} />}
    >
      {(textField) => (
        <>
          <div className={styles.grid}>
            {textField('name', t('details.name'), 'name')}
            {textField('phoneNumber', t('details.phoneNumber'), 'tel')}
            {textField('organisationName', t('details.organisationName'), 'organization')}
            {textField('organisationNumber', t('details.organisationNumber'), 'off')}
            {textField('streetAddress', t('details.streetAddress'), 'street-address')}
            {textField('postalLocation', t('details.postalLocation'), 'address-level2')}
            <PostalCodeField
              label={t('details.postalCode')}
              required
              value={values.postalCode}
              onChange={change('postalCode')}
              error={errors.postalCode && t(errors.postalCode)}
              disabled={flow.busy}
            />
            {textField('country', t('details.country'), 'country-name')}
          </div>
          <LicencePicker
            label={t('details.licences')}
            required
            files={flow.licences}
            onChange={flow.chooseLicences}
            error={errors.licences && t(errors.licences)}
            disabled={flow.busy}
          />
          <CheckboxField
            label={
              <Trans
                t={t}
                i18nKey="details.terms"
                components={{ privacy: <Link to={paths.privacyPolicy()} target="_blank" rel="noopener" /> }}
              />
            }
            required
            checked={flow.terms}
            onChange={flow.acceptTerms}
            error={errors.terms && t(errors.terms)}
            disabled={flow.busy}
          />
        </>
      )}
    </RegistrationSteps>
  );
}
