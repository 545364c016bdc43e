import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons/Icon';
import styles from './Registration.module.css';

/** A tick over a tinted disc. */
const TICK = 'M6.9 12.4l3.4 3.4 6.9-7.7';

interface RegistrationSuccessProps {
  text: ReactNode;
  onClose: () => void;
  message?: string;
  children?: ReactNode;
}

/** The last step: the success message, announced, and a close button. */
export function RegistrationSuccess({ text, onClose, message, children }: RegistrationSuccessProps) {
  const { t } = useTranslation('registration');
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the step change, so keyboard and screen-reader users land on the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <Icon lines={TICK} size={56} strokeWidth={1.7} className={styles.successIcon}>
        <circle cx="12" cy="12" r="11.1" fill="currentColor" opacity="0.15" />
      </Icon>
      <h3 ref={heading} tabIndex={-1} className={styles.successHeading}>
        {message ?? t('success.registered')}
      </h3>
      <p>{text}</p>
      <div className={styles.actions}>
        {children}
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </div>
    </div>
  );
}
