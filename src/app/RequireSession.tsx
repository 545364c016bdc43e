import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { Button } from '../ui/Button';
import styles from './RequireSession.module.css';
import { useLoginPrompt } from '../session/loginPrompt';

/**
 * The guard of the profile, car, auction and add/edit-car routes: without a valid token the
 * login dialog is shown instead of the page, and the page appears once logged in. A session that
 * expires on the page keeps the page mounted (read-only, nothing typed lost) under the login dialog.
 */
export function RequireSession() {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation();
  const { isLoggedIn, expired } = useSession();

  useEffect(() => {
    if (!isLoggedIn) loginPrompt.request({ stayOnPage: true });
  }, [loginPrompt, isLoggedIn]);

  if (isLoggedIn || expired) return <Outlet />;
  return (
    <section className={styles.prompt} aria-labelledby="guard-title">
      <h1 id="guard-title">{t('guard.title')}</h1>
      <p>{t('guard.text')}</p>
      <Button onClick={() => loginPrompt.request({ stayOnPage: true })}>{t('guard.login')}</Button>
    </section>
  );
}
