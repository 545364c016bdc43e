import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { login, userQuery } from '../../api/users';
import { paths } from '../../paths';
import { dismissLogin, useLoginPrompt } from '../../session/loginPrompt';
import { startSession } from '../../session/sessionStore';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { PasswordField } from '../../ui/fields/PasswordField';
import { TextField } from '../../ui/fields/TextField';
import styles from './LoginDialog.module.css';

/** Spec §2 login dialog: opens over any page; on success stores the session and goes to the profile. */
export function LoginDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open, stayOnPage } = useLoginPrompt();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setError(null);
    dismissLogin();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const session = await login(email, password);
      startSession(session.token, session.userId);
      try {
        // Fetching the own user also stores its lock flag in the session (spec §3).
        await queryClient.fetchQuery(userQuery(session.userId));
      } catch {
        // Logged in all the same: the profile page loads the user again and reports any failure.
      }
      if (!stayOnPage) void navigate(paths.user(session.userId));
      setEmail('');
      setPassword('');
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t('login.title')}>
      <form onSubmit={(event) => void submit(event)}>
        <ErrorBox message={error} />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? t('login.loggingIn') : t('login.submit')}
        </Button>
        <p className={styles.register}>
          {t('login.noAccount')}{' '}
          <Link to={paths.register()} onClick={close}>
            {t('login.register')}
          </Link>
        </p>
      </form>
    </Dialog>
  );
}
