import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { updatePassword } from '../../../api/users';
import { PASSWORD_MIN_LENGTH } from '../../../fieldValues';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { PasswordField } from '../../../ui/fields/PasswordField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { replacementPassword } from '../../../product/fieldRules';
import { PasswordHandover } from '../../../product/PasswordHandover';
import { randomPassword } from '../../../lib/randomPassword';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from './RepresentativePasswordDialog.module.css';
import { useHttp } from '../../../api/http';

interface RepresentativePasswordDialogProps {
  open: boolean;
  representative: { id: string; name: string; email: string };
  onClose: () => void;
}

const passwordSchema = z.object({ password: replacementPassword() });

/**
 * The company sets a representative's password: a representative cannot change its own
 * (contract §12 #10). The backend rejects a short one with an empty 403, so the client checks first.
 * As the operator's console does, it can suggest one, and once set shows it with the words to pass
 * on (product/PasswordHandover).
 */
export function RepresentativePasswordDialog({
  open,
  representative,
  onClose,
}: RepresentativePasswordDialogProps) {
  const http = useHttp();
  const { t } = useTranslation('company');
  const form = useZodForm(passwordSchema, { password: '' });
  const change = useMutation({
    mutationFn: ({ password }: z.output<typeof passwordSchema>) =>
      updatePassword(http, representative.id, password).then(() => password),
    onSuccess: () => form.reset(),
  });

  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('representatives.changePasswordTitle', { name: representative.name })}
    >
      {change.isSuccess ? (
        <>
          <p role="status" className={styles.success}>
            {t('representatives.passwordChanged')}
          </p>
          <PasswordHandover user={representative} representative password={change.data} onHide={close} />
        </>
      ) : (
        <Form form={form} onValid={change.mutate} busy={change.isPending}>
          <ErrorBox message={messageOfFailure(change.error)} />
          <FormField
            as={PasswordField}
            form={form}
            name="password"
            label={t('representatives.newPassword')}
            autoComplete="new-password"
            required
            hint={t('representatives.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() =>
                form.setValue('password', randomPassword(), { shouldDirty: true, shouldValidate: true })
              }
            >
              {t('passwordHandover.suggest')}
            </Button>
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
              {t('representatives.changePassword')}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
