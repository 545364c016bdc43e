import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/fields/PasswordField';
import { TextField } from '../../ui/fields/TextField';
import { Form } from '../../ui/form/Form';
import { FIELD_LIMITS } from '../../fieldValues';
import { FormField } from '../../ui/form/FormField';
import type { Account, AccountForm } from './useRegistrationSteps';
import styles from './Registration.module.css';

/** Step 1 of the seller and buyer registrations. */
export function AccountStep({ form, onNext }: { form: AccountForm; onNext: (account: Account) => void }) {
  const { t } = useTranslation('registration');
  return (
    <Form form={form} onValid={onNext}>
      <h3 className={styles.stepHeading}>{t('account.heading')}</h3>
      <FormField
        as={TextField}
        form={form}
        name="email"
        label={t('account.email')}
        messageValues={FIELD_LIMITS.email}
        type="email"
        autoComplete="email"
        required
      />
      <FormField
        as={PasswordField}
        form={form}
        name="password"
        label={t('account.password')}
        autoComplete="new-password"
        required
        hint={t('account.passwordHint')}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('actions.next')}</Button>
      </div>
    </Form>
  );
}
