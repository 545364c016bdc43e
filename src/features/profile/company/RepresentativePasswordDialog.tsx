import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../../api/users';
import { PASSWORD_MIN_LENGTH } from '../../../config';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { PasswordField } from '../../../ui/fields/PasswordField';
import styles from './RepresentativePasswordDialog.module.css';

interface RepresentativePasswordDialogProps {
  open: boolean;
  representative: { id: string; name: string };
  onClose: () => void;
}

/**
 * The company sets a representative's password: a representative cannot change its own
 * (contract §12 #10). The backend rejects a short one with an empty 403, so the client checks first.
 */
export function RepresentativePasswordDialog({
  open,
  representative,
  onClose,
}: RepresentativePasswordDialogProps) {
  const { t } = useTranslation('company');
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const change = useMutation({
    mutationFn: () => updatePassword(representative.id, password),
    onSuccess: () => setPassword(''),
  });

  const close = () => {
    setPassword('');
    setTooShort(false);
    change.reset();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const short = password.length < PASSWORD_MIN_LENGTH;
    setTooShort(short);
    if (!short) change.mutate();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('representatives.changePasswordTitle', { name: representative.name })}
    >
      <form onSubmit={submit} noValidate>
        <ErrorBox message={change.error?.message} />
        <PasswordField
          label={t('representatives.newPassword')}
          autoComplete="new-password"
          required
          hint={t('representatives.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setTooShort(false);
            if (change.isSuccess) change.reset();
          }}
          error={tooShort ? t('representatives.passwordTooShort') : null}
        />
        <p role="status" className={styles.success}>
          {change.isSuccess ? t('representatives.passwordChanged') : ''}
        </p>
        <Button type="submit" fullWidth disabled={change.isPending} aria-busy={change.isPending}>
          {t('representatives.changePassword')}
        </Button>
      </form>
    </Dialog>
  );
}
