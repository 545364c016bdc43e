import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../session/loginPrompt';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { TextField } from '../../ui/fields/TextField';
import { AccountStep } from './AccountStep';
import { ProgressBar } from './ProgressBar';
import { RegistrationSuccess } from './RegistrationSuccess';
import type { SellerRegistrationFlow, SellerValues } from './useSellerRegistration';
import { focusFirstInvalid } from './focusFirstInvalid';
import styles from './Registration.module.css';

const STEPS = 3;

/** Spec §2 seller registration: account, personal details, success. */
export function SellerRegistration({ flow, onClose }: { flow: SellerRegistrationFlow; onClose: () => void }) {
  const { t } = useTranslation('registration');
  const { values, errors, change } = flow;

  if (flow.step === 3) {
    return (
      <RegistrationSuccess text={t('success.sellerNext')} onClose={onClose}>
        <Button variant="secondary" onClick={() => requestLogin()}>
          {t('actions.login')}
        </Button>
      </RegistrationSuccess>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.submit();
    focusFirstInvalid(event.currentTarget);
  };

  const text = (field: keyof SellerValues, label: string, autoComplete: string) => (
    <TextField
      label={label}
      required
      autoComplete={autoComplete}
      value={values[field]}
      onChange={change(field)}
      error={errors[field] && t(errors[field])}
      disabled={flow.busy}
    />
  );

  return (
    <div>
      <ProgressBar step={flow.step} total={STEPS} />
      {flow.step === 1 ? (
        <AccountStep
          email={values.email}
          password={values.password}
          onEmailChange={change('email')}
          onPasswordChange={change('password')}
          errors={errors}
          onNext={flow.next}
        />
      ) : (
        <form noValidate onSubmit={submit} aria-busy={flow.busy}>
          <h3 className={styles.stepHeading}>{t('details.heading')}</h3>
          <ErrorBox message={flow.serverError} />
          <div className={styles.grid}>
            {text('name', t('details.name'), 'name')}
            {text('phoneNumber', t('details.phoneNumber'), 'tel')}
            {text('streetAddress', t('details.streetAddress'), 'street-address')}
            {text('postalLocation', t('details.postalLocation'), 'address-level2')}
            <PostalCodeField
              label={t('details.postalCode')}
              required
              value={values.postalCode}
              onChange={change('postalCode')}
              error={errors.postalCode && t(errors.postalCode)}
              disabled={flow.busy}
            />
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={flow.back} disabled={flow.busy}>
              {t('actions.back')}
            </Button>
            <Button type="submit" disabled={flow.busy} aria-busy={flow.busy}>
              {flow.busy ? t('actions.loading') : t('actions.register')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
