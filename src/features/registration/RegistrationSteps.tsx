import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { TextField } from '../../ui/fields/TextField';
import { AccountStep } from './AccountStep';
import { ProgressBar } from './ProgressBar';
import type { AccountValues, RegistrationFlow } from './useRegistrationSteps';
import { focusFirstInvalid } from './focusFirstInvalid';
import styles from './Registration.module.css';

const STEPS = 3;

/** A required text field of the details step, bound to the flow's value and error. */
export type DetailTextField<Values> = (
  field: keyof Values & string,
  label: string,
  autoComplete: string,
) => ReactNode;

interface RegistrationStepsProps<Values extends AccountValues> {
  flow: RegistrationFlow<Values>;
  detailsHeading: string;
  /** Step 3. */
  success: ReactNode;
  /** The fields of step 2, between the server's error and the back / register buttons. */
  children: (textField: DetailTextField<Values>) => ReactNode;
}

/**
 * The frame the seller and buyer registrations share (spec §2): progress bar on steps 1–2, the
 * account step, the details form with the server's refusal above it, then the success step.
 */
export function RegistrationSteps<Values extends AccountValues>({
  flow,
  detailsHeading,
  success,
  children,
}: RegistrationStepsProps<Values>) {
  const { t } = useTranslation('registration');
  const { values, errors, change } = flow;

  if (flow.step === 3) return success;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.submit();
    focusFirstInvalid(event.currentTarget);
  };

  const textField: DetailTextField<Values> = (field, label, autoComplete) => (
    <TextField
      label={label}
      required
      autoComplete={autoComplete}
      value={values[field] ?? ''}
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
          <h3 className={styles.stepHeading}>{detailsHeading}</h3>
          <ErrorBox message={flow.serverError} />
          {children(textField)}
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
