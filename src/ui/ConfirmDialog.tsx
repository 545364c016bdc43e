import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or statement the dialog opens with; a dialog whose children say it has none. */
  message?: string;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  /** What the confirmation is about in detail, between the message and the buttons. */
  children?: ReactNode;
  /** The confirm button waits for something (a second, explicit acknowledgement). */
  confirmDisabled?: boolean;
  /** Without it the dialog cannot be confirmed (a refusal): it offers only Close. */
  onConfirm?: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger,
  busy,
  children,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  // Closed, it is nothing: a form that re-renders on every push (the auction room's) pays nothing for it.
  if (!open) return null;
  return (
    <Dialog open={open} onClose={onCancel} title={title} role="alertdialog">
      {message !== undefined && <p className={styles.message}>{message}</p>}
      {children}
      <div className={styles.actions}>
        {onConfirm ? (
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant={danger ? 'danger' : 'primary'}
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
              aria-busy={busy}
            >
              {confirmLabel ?? t('actions.confirm')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.close')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
