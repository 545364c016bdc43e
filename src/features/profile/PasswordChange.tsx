import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../api/users';
import { PASSWORD_MIN_LENGTH } from '../../config';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { PasswordField } from '../../ui/fields/PasswordField';
import styles from './ProfileSection.module.css';

/**
 * Spec §5 password change: at least 8 characters, checked here because the backend's own
 * rejection arrives as an empty 403 (contract §12 #23). Not for representatives (§12 #10).
 */
export function PasswordChange({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const mutation = useMutation({
    mutationFn: (next: string) => updatePassword(userId, next),
    onSuccess: () => setPassword(''),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    mutation.mutate(password);
  };

  const message = tooShort ? t('password.tooShort') : (mutation.error?.message ?? null);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('password.title')}
      </h2>
      <form onSubmit={submit} noValidate>
        <PasswordField
          label={t('password.newPassword')}
          value={password}
          onChange={(next) => {
            setPassword(next);
            if (mutation.isSuccess) mutation.reset();
          }}
          autoComplete="new-password"
          hint={t('password.hint', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        <ErrorBox message={message} />
        {mutation.isSuccess && (
          <p role="status" className={styles.success}>
            {t('password.success')}
          </p>
        )}
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {t('password.submit')}
        </Button>
      </form>
    </section>
  );
}
