import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import styles from './PasswordHandover.module.css';

interface PasswordHandoverProps {
  user: { name: string; email: string };
  /** A representative cannot change its own password: its company sets it (contract §12 #10). */
  representative: boolean;
  password: string;
  onHide: () => void;
}

/**
 * A password set for someone else (by an operator, or by a company for its representative), shown
 * once with the words to pass on: the backend sends no e-mail and keeps no "temporary" flag
 * (contract §4.7), and logins already open stay open (contract §1.2). Focused when shown: the
 * password is what the person came for.
 */
export function PasswordHandover({ user, representative, password, onHide }: PasswordHandoverProps) {
  const { t } = useTranslation('company');
  const titleId = useId();
  return (
    <section className={styles.handover} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title} tabIndex={-1} ref={(node) => node?.focus()}>
        {t('passwordHandover.title', { name: user.name })}
      </h3>
      <p>{t('passwordHandover.shownOnce')}</p>
      <p className={styles.password}>
        <code aria-label={t('passwordHandover.newPasswordIs')}>{password}</code>
      </p>
      <p>{t('passwordHandover.handoverIntro', { name: user.name })}</p>
      <blockquote className={styles.quote}>
        {t(`passwordHandover.handover.${representative ? 'representative' : 'own'}`, { email: user.email })}
      </blockquote>
      <p>{t('passwordHandover.openLogins')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onHide}>
          {t('passwordHandover.hide')}
        </Button>
      </div>
    </section>
  );
}
