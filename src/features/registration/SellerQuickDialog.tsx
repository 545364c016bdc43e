import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_DIALOG_RESET_MS } from '../../config';
import { FIELD_LIMITS } from '../../fieldValues';
import { Dialog } from '../../ui/Dialog';
import { SharedComputerChoice } from '../../ui/SharedComputerChoice';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { AmountField } from '../../product/AmountField';
import { NumberField } from '../../ui/fields/NumberField';
import { PhotoPicker } from '../../ui/fields/PhotoPicker';
import { TextField } from '../../ui/fields/TextField';
import { Form } from '../../ui/form/Form';
import { UploadProgress } from '../../ui/UploadProgress';
import { DraftNotice } from '../../ui/form/DraftNotice';
import { FormField } from '../../ui/form/FormField';
import { SendAgain } from '../../ui/form/SendAgain';
import { messageOfFailure } from '../../ui/form/formMessage';
import { RegistrationSuccess } from './RegistrationSuccess';
import { useDelayedReset } from './useDelayedReset';
import { useQuickSubmission } from './useQuickSubmission';
import styles from './Registration.module.css';

interface SellerQuickDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The landing page's SELL dialog (spec §2): step 1 the application, step 2 'Application was
 * sent!'. It stays mounted while closed so that it can go back to step 1 a second after closing.
 */
export function SellerQuickDialog({ open, onClose }: SellerQuickDialogProps) {
  const { t } = useTranslation('registration');
  const { t: ui } = useTranslation('ui');
  const { form, draft, submission, upload, reset } = useQuickSubmission();
  const { schedule, cancel } = useDelayedReset(reset, SELLER_DIALOG_RESET_MS);
  const busy = submission.isPending;

  useEffect(() => {
    if (open) cancel();
    else schedule();
  }, [open, cancel, schedule]);

  return (
    <Dialog open={open} onClose={onClose} title={t('sellerDialog.title')}>
      {submission.isSuccess ? (
        <RegistrationSuccess
          message={t('sellerDialog.sent')}
          text={
            submission.data?.arrived
              ? `${t('sellerDialog.arrived')} ${t('sellerDialog.sentNext')}`
              : t('sellerDialog.sentNext')
          }
          onClose={onClose}
        />
      ) : (
        <Form form={form} onValid={submission.mutate} busy={busy} aria-busy={busy}>
          <p className={styles.intro}>{t('sellerDialog.intro')}</p>
          <DraftNotice draft={draft} />
          <SharedComputerChoice disabled={busy} />
          <ErrorBox message={messageOfFailure(submission.error)} />
          <SendAgain unanswered={submission.unanswered} busy={busy} />
          <FormField
            as={TextField}
            form={form}
            name="name"
            label={t('sellerDialog.name')}
            messageValues={FIELD_LIMITS.name}
            required
            autoComplete="name"
            disabled={busy}
          />
          <FormField
            as={TextField}
            form={form}
            name="phoneNumber"
            label={t('sellerDialog.phoneNumber')}
            type="tel"
            required
            autoComplete="tel"
            disabled={busy}
          />
          <FormField
            as={TextField}
            form={form}
            name="registrationNumber"
            label={t('sellerDialog.registrationNumber')}
            messageValues={FIELD_LIMITS.registrationNumber}
            hint={t('sellerDialog.registrationNumberHint')}
            required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            disabled={busy}
          />
          <FormField
            as={NumberField}
            form={form}
            name="kilometers"
            label={t('sellerDialog.kilometers')}
            messageValues={FIELD_LIMITS.kilometers}
            hint={ui('fields.range', FIELD_LIMITS.kilometers)}
            disabled={busy}
          />
          <FormField
            as={AmountField}
            form={form}
            name="expectedPrice"
            label={t('sellerDialog.expectedPrice')}
            optional
            hint={t('sellerDialog.expectedPriceHint')}
            disabled={busy}
          />
          <FormField
            as={PhotoPicker}
            form={form}
            name="photos"
            label={t('sellerDialog.photos')}
            disabled={busy}
          />
          <UploadProgress upload={upload} />
          {busy && !upload.progress && (
            <p className={styles.loading} role="status">
              {t('actions.loading')}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('actions.loading') : t('sellerDialog.send')}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
