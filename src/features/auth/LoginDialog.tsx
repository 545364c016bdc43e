import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { login, userQuery } from '../../api/users';
import { paths } from '../../paths';
import { useLoginPrompt, useLoginPromptState } from '../../session/loginPrompt';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SharedComputerChoice } from '../../ui/SharedComputerChoice';
import { ErrorBox } from '../../ui/ErrorBox';
import { PasswordField } from '../../ui/fields/PasswordField';
import { TextField } from '../../ui/fields/TextField';
import { Form } from '../../ui/form/Form';
import { FormField } from '../../ui/form/FormField';
import { messageOfFailure } from '../../ui/form/formMessage';
import { REQUIRED } from '../../product/fieldRules';
import { useZodForm } from '../../ui/form/useZodForm';
import { ForgotPassword } from './ForgotPassword';
import styles from './LoginDialog.module.css';
import { useHttp } from '../../api/http';
import { useSessionStore } from '../../session/useSession';
import { usePart } from '../../core/appInstance';
import { serverTime } from '../../core/serverTime';

// Spec §5: both required, no length bounds at login.
const loginSchema = z.object({
  email: z.string().check(z.minLength(1, REQUIRED)),
  password: z.string().check(z.minLength(1, REQUIRED)),
});
type Credentials = z.output<typeof loginSchema>;

/** Spec §2 login dialog: opens over any page; on success stores the session and goes to the profile. */
export function LoginDialog() {
  const sessionStore = useSessionStore();
  const server = usePart(serverTime);
  const loginPrompt = useLoginPrompt();
  const http = useHttp();
  const { t } = useTranslation();
  const { t: sessionText } = useTranslation('session');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open, stayOnPage } = useLoginPromptState();
  const form = useZodForm(loginSchema, { email: '', password: '' });
  // "Forgot password?": the dialog says how to get back in instead of the form (spec §2, issue 37).
  const [forgot, setForgot] = useState(false);
  const logIn = useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      const sentAt = Date.now();
      const session = await login(http, email, password);
      // The token's `iat` is the server's clock at the login (whole seconds): a reading of it.
      server.fromToken(session.token, sentAt, Date.now());
      sessionStore.start(session.token, session.userId);
      try {
        // Fetching the own user also stores its lock flag in the session (spec §3).
        await queryClient.fetchQuery(userQuery(http, session.userId));
      } catch {
        // Logged in all the same: the profile page loads the user again and reports any failure.
      }
      return session;
    },
    onSuccess: (session) => {
      if (!stayOnPage) void navigate(paths.user(session.userId));
      loginPrompt.dismiss();
    },
  });

  return (
    <Dialog
      open={open}
      onClose={() => {
        setForgot(false);
        loginPrompt.dismiss();
      }}
      title={forgot ? sessionText('forgotPassword.title') : t('login.title')}
    >
      {forgot ? (
        <ForgotPassword onBack={() => setForgot(false)} />
      ) : (
        /* The browser's own required check first (spec §5: required inputs), then the schema's. */
        <Form form={form} onValid={logIn.mutate} busy={logIn.isPending} noValidate={false}>
          <ErrorBox message={messageOfFailure(logIn.error)} />
          <FormField
            as={TextField}
            form={form}
            name="email"
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
          />
          <FormField
            as={PasswordField}
            form={form}
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            required
          />
          <p className={styles.forgot}>
            <button type="button" className={styles.linkButton} onClick={() => setForgot(true)}>
              {sessionText('forgotPassword.open')}
            </button>
          </p>
          <SharedComputerChoice disabled={logIn.isPending} />
          <Button type="submit" fullWidth disabled={logIn.isPending} aria-busy={logIn.isPending}>
            {logIn.isPending ? t('login.loggingIn') : t('login.submit')}
          </Button>
          <p className={styles.register}>
            {t('login.noAccount')}{' '}
            <Link to={paths.register()} onClick={loginPrompt.dismiss}>
              {t('login.register')}
            </Link>
          </p>
        </Form>
      )}
    </Dialog>
  );
}
