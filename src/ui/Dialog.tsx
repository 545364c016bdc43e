import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons/CloseIcon';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Alert dialogs (confirmations, errors) are announced as such. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the close icon, for dialogs that must be answered with one of their buttons. */
  hideCloseButton?: boolean;
}

/**
 * The native modal <dialog>: focus trap, Esc and an inert page come with it. Focus goes back to
 * what had it before the dialog opened.
 */
export function Dialog({ open, onClose, title, children, wide, role, hideCloseButton }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusTo?.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, wide ? styles.wide : ''].join(' ')}
      aria-labelledby={titleId}
      role={role}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {!hideCloseButton && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
            <CloseIcon />
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
