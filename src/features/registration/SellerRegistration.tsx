import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { TextField } from '../../ui/fields/TextField';
import { FormField } from '../../ui/form/FormField';
import { limitsOf } from '../../product/fieldRules';
import { RegistrationSteps } from './RegistrationSteps';
import { RegistrationSuccess } from './RegistrationSuccess';
import type { SellerRegistrationFlow } from './useSellerRegistration';
import styles from './Registration.module.css';
import { useLoginPrompt } from '../../session/loginPrompt';

/** Spec §2 seller registration: account, personal details, success. */
export function SellerRegistration({ flow, onClose }: { flow: SellerRegistrationFlow; onClose: () => void }) {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation('registration');
  const form = flow.detailsForm;
  const field = { form, required: true, disabled: flow.registration.isPending } as const;
  const text = (name: 'name' | 'phoneNumber' | 'streetAddress' | 'postalLocation', autoComplete: string) => (
    <FormField
      as={TextField}
      {...field}
      name={name}
      label={t(`details.${name}`)}
      autoComplete={autoComplete}
      messageValues={limitsOf(name)}
    />
  );

  return (
    <RegistrationSteps
      flow={flow}
      detailsHeading={t('details.heading')}
      success={
        <RegistrationSuccess
          text={
            flow.registration.data?.arrived
              ? `${t('success.arrived')} ${t('success.sellerNext')}`
              : t('success.sellerNext')
          }
          onClose={onClose}
        >
          <Button variant="secondary" onClick={() => loginPrompt.request()}>
            {t('actions.login')}
          </Button>
        </RegistrationSuccess>
      }
    >
      <div className={styles.grid}>
        {text('name', 'name')}
        {text('phoneNumber', 'tel')}
        {text('streetAddress', 'street-address')}
        {text('postalLocation', 'address-level2')}
        <FormField as={PostalCodeField} {...field} name="postalCode" label={t('details.postalCode')} />
      </div>
    </RegistrationSteps>
  );
}
