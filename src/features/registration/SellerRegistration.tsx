import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { limitsOf } from '../../product/fieldRules';
import { isNorway } from '../../rules/addressCountry';
import { TextField } from '../../ui/fields/TextField';
import { Button } from '../../ui/Button';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { FormField } from '../../ui/form/FormField';
import { RegistrationSteps } from './RegistrationSteps';
import { useDetailFields } from './useDetailFields';
import type { SellerRegistrationFlow } from './useSellerRegistration';
import styles from './Registration.module.css';
import { useLoginPrompt } from '../../session/loginPrompt';

/** Spec §2 seller registration: account, personal details, success. */
export function SellerRegistration({ flow, onClose }: { flow: SellerRegistrationFlow; onClose: () => void }) {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation('registration');
  const { t: tUi } = useTranslation('ui');
  const { field, text } = useDetailFields(flow);
  // Norway until another country is typed: a numeric keypad for its 4 digits, letters abroad.
  const abroad = !isNorway(useWatch({ control: flow.detailsForm.control, name: 'country' }));

  return (
    <RegistrationSteps
      flow={flow}
      detailsHeading={t('details.heading')}
      next={t('success.sellerNext')}
      onClose={onClose}
      successActions={
        <Button variant="secondary" onClick={() => loginPrompt.request()}>
          {t('actions.login')}
        </Button>
      }
    >
      <div className={styles.grid}>
        {text('name', 'name')}
        {text('phoneNumber', 'tel')}
        {text('streetAddress', 'street-address')}
        {text('postalLocation', 'address-level2')}
        <FormField
          as={PostalCodeField}
          {...field}
          name="postalCode"
          label={t('details.postalCode')}
          abroad={abroad}
          messageValues={limitsOf('postalCode')}
        />
        <FormField
          as={TextField}
          {...field}
          required={false}
          name="country"
          label={t('details.country')}
          hint={tUi('fields.countryOrNorwayHint')}
          autoComplete="country-name"
          messageValues={limitsOf('country')}
        />
      </div>
    </RegistrationSteps>
  );
}
