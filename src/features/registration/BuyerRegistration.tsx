import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { CheckboxField } from '../../ui/fields/CheckboxField';
import { LicencePicker } from '../../ui/fields/LicencePicker';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { TextField } from '../../ui/fields/TextField';
import { AccountStep } from './AccountStep';
import { ProgressBar } from './ProgressBar';
import { RegistrationSuccess } from './RegistrationSuccess';
import type { BuyerRegistrationFlow, BuyerValues } from './useBuyerRegistration';
import { focusFirstInvalid } from './focusFirstInvalid';
import styles from './Registration.module.css';

const STEPS = 3;

/** Spec §2 buyer registration: account, company details with licences and terms, success. */
export function BuyerRegistration({ flow, onClose }: { flow: BuyerRegistrationFlow; onClose: () => void }) {
  const { t } = useTranslation('registration');
  const { values, errors, change } = flow;

  if (flow.step === 3) {
    return <RegistrationSuccess text={t('success.buyerNext')} onClose={onClose} />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.submit();
    focusFirstInvalid(event.currentTarget);
  };

  const text = (field: keyof BuyerValues, label: string, autoComplete: string) => (
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
          <h3 className={styles.stepHeading}>{t('details.companyHeading')}</h3>
          <ErrorBox message={flow.serverError} />
          <div className={styles.grid}>
            {text('name', t('details.name'), 'name')}
            {text('phoneNumber', t('details.phoneNumber'), 'tel')}
            {text('organisationName', t('details.organisationName'), 'organization')}
            {text('organisationNumber', t('details.organisationNumber'), 'off')}
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
            {text('country', t('details.country'), 'country-name')}
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
