import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/fields/PasswordField';
import { TextField } from '../../ui/fields/TextField';
import type { FieldErrors } from './validation';
import { focusFirstInvalid } from './focusFirstInvalid';
import styles from './Registration.module.css';

interface AccountStepProps {
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  errors: FieldErrors<'email' | 'password'>;
  onNext: () => void;
}

/** Step 1 of the seller and buyer registrations. */
export function AccountStep({
  email,
  password,
  onEmailChange,
  onPasswordChange,
  errors,
  onNext,
}: AccountStepProps) {
  const { t } = useTranslation('registration');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
    focusFirstInvalid(event.currentTarget);
  };
  return (
    <form noValidate onSubmit={submit}>
      <h3 className={styles.stepHeading}>{t('account.heading')}</h3>
      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={onEmailChange}
        error={errors.email && t(errors.email)}
      />
      <PasswordField
        label={t('account.password')}
        autoComplete="new-password"
        required
        hint={t('account.passwordHint')}
        value={password}
        onChange={onPasswordChange}
        error={errors.password && t(errors.password)}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('actions.next')}</Button>
      </div>
    </form>
  );
}
