import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { ErrorInfo } from './errorDialogContext';
import { useNorwegianTime } from './useNorwegianTime';
import styles from './ErrorDialog.module.css';

/**
 * What the dialog offers: log in again (the session is gone), retry (the session is fine, the
 * server failed), go home (any other code), or nothing yet while the session is being checked.
 */
export type ErrorOffer = 'login' | 'retry' | 'home' | 'checking';

interface ErrorDialogProps {
  error: ErrorInfo | null;
  offer: ErrorOffer;
  supportEmail: string;
  onClose: () => void;
  onLogin: () => void;
  onRetry: () => void;
  onHome: () => void;
}

/** Spec §8 display: 'Error: {statusCode}', the message, the support hint and the time. */
export function ErrorDialog({
  error,
  offer,
  supportEmail,
  onClose,
  onLogin,
  onRetry,
  onHome,
}: ErrorDialogProps) {
  const { t } = useTranslation();
  const time = useNorwegianTime();
  // A 403 found to come from a rejected session says so; a 401 is about the session already.
  const sessionEnded = offer === 'login' && error?.statusCode === 403;
  return (
    <Dialog
      open={error !== null}
      onClose={onClose}
      title={t('errorDialog.title', { statusCode: error?.statusCode })}
      role="alertdialog"
    >
      <p className={styles.message}>{error?.message}</p>
      {sessionEnded && <p className={styles.message}>{t('errorDialog.sessionEnded')}</p>}
      <p className={styles.hint}>{t('errorDialog.support', { email: supportEmail })}</p>
      <p className={styles.time}>{t('errorDialog.time', { time: time.format(error?.timestamp) })}</p>
      <div className={styles.actions}>
        {offer === 'checking' && (
          <p role="status" className={styles.checking}>
            {t('errorDialog.checkingSession')}
          </p>
        )}
        {offer === 'login' && <Button onClick={onLogin}>{t('errorDialog.login')}</Button>}
        {offer === 'retry' && (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('errorDialog.close')}
            </Button>
            <Button onClick={onRetry}>{t('errorDialog.retry')}</Button>
          </>
        )}
        {offer === 'home' && <Button onClick={onHome}>{t('errorDialog.home')}</Button>}
      </div>
    </Dialog>
  );
}
