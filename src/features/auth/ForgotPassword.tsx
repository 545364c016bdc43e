import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../config';
import { Button } from '../../ui/Button';
import styles from './ForgotPassword.module.css';

/**
 * "Forgot password?" (issue 37). The backend has no reset and sends no e-mail (contract §4.7,
 * §7.7), so nothing here promises one: a representative's company sets its password from the
 * company's profile page (contract §12 #10); anyone else asks the provider, whose operator gives
 * a new password from the console (`PUT /users/{id}/update-password`), to be changed on the
 * profile page.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.forgot}>
      <p>{t('login.forgot.noEmail')}</p>
      <h3 className={styles.heading}>{t('login.forgot.representativeTitle')}</h3>
      <p>{t('login.forgot.representative')}</p>
      <h3 className={styles.heading}>{t('login.forgot.othersTitle')}</h3>
      <p>{t('login.forgot.others')}</p>
      <ul className={styles.contact}>
        <li>
          {t('login.forgot.phone')} <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>
        </li>
        <li>
          {t('login.forgot.email')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </li>
      </ul>
      <p>{t('login.forgot.haveReady')}</p>
      <ul>
        <li>{t('login.forgot.readyEmail')}</li>
        <li>{t('login.forgot.readyNamePhone')}</li>
        <li>{t('login.forgot.readyCompany')}</li>
      </ul>
      <p>{t('login.forgot.after')}</p>
      <Button variant="secondary" fullWidth onClick={onBack}>
        {t('login.forgot.back')}
      </Button>
    </div>
  );
}
