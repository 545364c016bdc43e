import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { DraftNotice } from '../../ui/form/DraftNotice';
import { Form } from '../../ui/form/Form';
import { messageOfFailure } from '../../ui/form/formMessage';
import { SendAgain } from '../../ui/form/SendAgain';
import { AccountStep } from './AccountStep';
import { ProgressBar } from './ProgressBar';
import { RegistrationSuccess } from './RegistrationSuccess';
import type { RegistrationFlow } from './useRegistrationSteps';
import styles from './Registration.module.css';

/** The steps the bar counts: the forms. The third, the success, ends it and is not a step to take. */
const FORM_STEPS = 2;

interface RegistrationStepsProps<Details extends FieldValues, Sent> {
  flow: RegistrationFlow<Details, Sent>;
  detailsHeading: string;
  /** Step 3's news: what comes next, after a word that it arrived when a lost answer was asked after. */
  next: string;
  /** Step 3's actions beside its close button. */
  successActions?: ReactNode;
  onClose: () => void;
  /** The fields of step 2 (bound to `flow.detailsForm`), between the server's refusal and the buttons. */
  children: ReactNode;
}

/**
 * The frame the seller and buyer registrations share (spec §2): progress bar on steps 1–2, the
 * account step, the details form with the server's refusal above it, then the success step (told
 * whether a registration whose answer was lost had arrived, contract §14.7).
 */
export function RegistrationSteps<Details extends FieldValues, Sent>({
  flow,
  detailsHeading,
  next,
  successActions,
  onClose,
  children,
}: RegistrationStepsProps<Details, Sent>) {
  const { t } = useTranslation('registration');
  const busy = flow.registration.isPending;

  if (flow.step === 3) {
    const text = flow.registration.data?.arrived ? `${t('success.arrived')} ${next}` : next;
    return (
      <RegistrationSuccess text={text} onClose={onClose}>
        {successActions}
      </RegistrationSuccess>
    );
  }

  return (
    <div>
      <ProgressBar step={flow.step} total={FORM_STEPS} />
      <DraftNotice draft={flow.draft} />
      {flow.step === 1 ? (
        <AccountStep form={flow.accountForm} onNext={flow.next} />
      ) : (
        <Form form={flow.detailsForm} onValid={flow.send} busy={busy} aria-busy={busy}>
          <h3 className={styles.stepHeading}>{detailsHeading}</h3>
          <ErrorBox message={messageOfFailure(flow.registration.error)} />
          <SendAgain unanswered={flow.registration.unanswered} busy={busy} />
          {children}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={flow.back} disabled={busy}>
              {t('actions.back')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('actions.loading') : t('actions.register')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
