import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_DIALOG_RESET_MS } from '../../config';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { NumberField } from '../../ui/fields/NumberField';
import { PhotoPicker } from '../../ui/fields/PhotoPicker';
import { TextField } from '../../ui/fields/TextField';
import { RegistrationSuccess } from './RegistrationSuccess';
import { useDelayedReset } from './useDelayedReset';
import { useQuickSubmission } from './useQuickSubmission';
import { focusFirstInvalid } from './focusFirstInvalid';
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
  const { t: tCommon } = useTranslation();
  const flow = useQuickSubmission({
    carExists: t('sellerDialog.carExists'),
    unexpected: tCommon('errors.unexpected'),
  });
  const { schedule, cancel } = useDelayedReset(flow.reset, SELLER_DIALOG_RESET_MS);
  const { values, errors, change } = flow;

  useEffect(() => {
    if (open) cancel();
    else schedule();
  }, [open, cancel, schedule]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void flow.submit();
    focusFirstInvalid(event.currentTarget);
  };

  const errorText = (field: keyof typeof errors) => errors[field] && t(errors[field]);

  return (
    <Dialog open={open} onClose={onClose} title={t('sellerDialog.title')}>
      {flow.step === 2 ? (
        <RegistrationSuccess
          message={t('sellerDialog.sent')}
          text={t('sellerDialog.sentNext')}
          onClose={onClose}
        />
      ) : (
        <form noValidate onSubmit={submit} aria-busy={flow.busy}>
          <p className={styles.intro}>{t('sellerDialog.intro')}</p>
          <ErrorBox message={flow.serverError} />
          <TextField
            label={t('sellerDialog.name')}
            required
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
            error={errorText('name')}
            disabled={flow.busy}
          />
          <TextField
            label={t('sellerDialog.phoneNumber')}
            type="tel"
            required
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={change('phoneNumber')}
            error={errorText('phoneNumber')}
            disabled={flow.busy}
          />
          <TextField
            label={t('sellerDialog.registrationNumber')}
            required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={values.registrationNumber}
            onChange={change('registrationNumber')}
            error={errorText('registrationNumber')}
            disabled={flow.busy}
          />
          <NumberField
            label={t('sellerDialog.kilometers')}
            value={values.kilometers}
            onChange={change('kilometers')}
            error={errorText('kilometers')}
            disabled={flow.busy}
          />
          <NumberField
            label={t('sellerDialog.expectedPrice')}
            optional
            hint={t('sellerDialog.expectedPriceHint')}
            value={values.expectedPrice}
            onChange={change('expectedPrice')}
            disabled={flow.busy}
          />
          <PhotoPicker
            label={t('sellerDialog.photos')}
            files={flow.photos}
            onChange={flow.setPhotos}
            disabled={flow.busy}
          />
          {flow.busy && (
            <p className={styles.loading} role="status">
              {t('actions.loading')}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={flow.busy} aria-busy={flow.busy}>
              {flow.busy ? t('actions.loading') : t('sellerDialog.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
