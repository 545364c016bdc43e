import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/dates';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { ErrorInfo } from './errorDialogContext';
import styles from './ErrorDialog.module.css';

interface ErrorDialogProps {
  error: ErrorInfo | null;
  supportEmail: string;
  onClose: () => void;
  onLogin: () => void;
  onHome: () => void;
}

/** Spec §8 display: 'Error: {statusCode}', the message, the support hint and the time. */
export function ErrorDialog({ error, supportEmail, onClose, onLogin, onHome }: ErrorDialogProps) {
  const { t } = useTranslation();
  const offersLogin = error?.statusCode === 401 || error?.statusCode === 403;
  return (
    <Dialog
      open={error !== null}
      onClose={onClose}
      title={t('errorDialog.title', { statusCode: error?.statusCode })}
      role="alertdialog"
    >
      <p className={styles.message}>{error?.message}</p>
      <p className={styles.hint}>{t('errorDialog.support', { email: supportEmail })}</p>
      <p className={styles.time}>{t('errorDialog.time', { time: formatDateTime(error?.timestamp) })}</p>
      <div className={styles.actions}>
        {offersLogin ? (
          <Button onClick={onLogin}>{t('errorDialog.login')}</Button>
        ) : (
          <Button onClick={onHome}>{t('errorDialog.home')}</Button>
        )}
      </div>
    </Dialog>
  );
}
