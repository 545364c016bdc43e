import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../session/loginPrompt';
import { Button } from '../../ui/Button';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { RegistrationSteps } from './RegistrationSteps';
import { RegistrationSuccess } from './RegistrationSuccess';
import type { SellerRegistrationFlow } from './useSellerRegistration';
import styles from './Registration.module.css';

/** Spec §2 seller registration: account, personal details, success. */
export function SellerRegistration({ flow, onClose }: { flow: SellerRegistrationFlow; onClose: () => void }) {
  const { t } = useTranslation('registration');
  const { values, errors, change } = flow;

  return (
    <RegistrationSteps
      flow={flow}
      detailsHeading={t('details.heading')}
      success={
        <RegistrationSuccess text={t('success.sellerNext')} onClose={onClose}>
          <Button variant="secondary" onClick={() => requestLogin()}>
            {t('actions.login')}
          </Button>
        </RegistrationSuccess>
      }
    >
      {(textField) => (
        <div className={styles.grid}>
          {textField('name', t('details.name'), 'name')}
          {textField('phoneNumber', t('details.phoneNumber'), 'tel')}
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
        </div>
      )}
    </RegistrationSteps>
  );
}
