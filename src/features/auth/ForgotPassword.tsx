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
  const { t } = useTranslation('session');
  return (
    <div className={styles.forgot}>
      <p>{t('forgotPassword.noEmail')}</p>
      <h3 className={styles.heading}>{t('forgotPassword.representativeTitle')}</h3>
      <p>{t('forgotPassword.representative')}</p>
      <h3 className={styles.heading}>{t('forgotPassword.othersTitle')}</h3>
      <p>{t('forgotPassword.others')}</p>
      <ul className={styles.contact}>
        <li>
          {t('forgotPassword.phone')} <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>
        </li>
        <li>
          {t('forgotPassword.email')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </li>
      </ul>
      <p>{t('forgotPassword.haveReady')}</p>
      <ul>
        <li>{t('forgotPassword.readyEmail')}</li>
        <li>{t('forgotPassword.readyNamePhone')}</li>
        <li>{t('forgotPassword.readyCompany')}</li>
      </ul>
      <p>{t('forgotPassword.after')}</p>
      <Button variant="secondary" fullWidth onClick={onBack}>
        {t('forgotPassword.back')}
      </Button>
    </div>
  );
}
