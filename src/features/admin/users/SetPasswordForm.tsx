import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useHttp } from '../../../api/http';
import type { OperatorUser } from '../../../api/operatorUsers';
import { updatePassword } from '../../../api/users';
import { PASSWORD_MIN_LENGTH } from '../../../fieldValues';
import { randomPassword } from '../../../lib/randomPassword';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { newPassword, REQUIRED } from '../../../product/fieldRules';
import { PasswordHandover } from '../../../product/PasswordHandover';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from './SetPasswordForm.module.css';
import { mayChangeOwnPassword } from '../../../rules/roles';

// Production's PasswordUpdateRequest: @NotBlank and at least 8 characters (contract §4.7, §10.2);
// its refusal arrives as an empty 403, so the form says it first.
const passwordSchema = z.object({
  password: newPassword().check(z.refine((value) => value.trim() !== '', REQUIRED)),
});
type NewPassword = z.output<typeof passwordSchema>;

/**
 * A new password for a user who forgot theirs (`PUT /users/{id}/update-password`, UserController
 * .updateUserPassword, open to ADMIN and SUPER_ADMIN; contract §4.7), handed over with
 * product/PasswordHandover, as a company hands over its representative's.
 */
export function SetPasswordForm({ user }: { user: OperatorUser }) {
  const http = useHttp();
  const { t } = useTranslation(['adminPeople', 'company']);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const form = useZodForm(passwordSchema, { password: '' });
  const set = useMutation({
    mutationFn: ({ password }: NewPassword) => updatePassword(http, user.id, password).then(() => password),
    onSuccess: () => {
      form.reset({ password: '' });
      setOpen(false);
    },
    onSettled: () => setAsked(null),
  });
  const close = () => {
    set.reset();
    form.reset({ password: '' });
    setOpen(false);
  };

  if (set.isSuccess)
    return (
      <PasswordHandover
        user={user}
        representative={!mayChangeOwnPassword(user.role)}
        password={set.data}
        onHide={close}
      />
    );

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('users.password.open')}
      </Button>
    );

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('users.password.intro', { name: user.name })}</p>
      <Form form={form} onValid={({ password }) => setAsked(password)} busy={set.isPending}>
        <ErrorBox message={messageOfFailure(set.error)} />
        <FormField
          as={TextField}
          form={form}
          name="password"
          label={t('users.password.newPassword')}
          autoComplete="off"
          spellCheck={false}
          hint={t('users.password.hint', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() =>
              form.setValue('password', randomPassword(), { shouldDirty: true, shouldValidate: true })
            }
          >
            {t('company:passwordHandover.suggest')}
          </Button>
          <Button type="submit" disabled={set.isPending} aria-busy={set.isPending}>
            {set.isPending ? t('users.password.saving') : t('users.password.submit')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('users.password.cancel')}
          </Button>
        </div>
      </Form>
      {asked !== null && (
        <ConfirmDialog
          open
          title={t('users.password.confirmTitle', { name: user.name })}
          message={t('users.password.confirmMessage', { name: user.name })}
          confirmLabel={t('users.password.confirmButton')}
          danger
          busy={set.isPending}
          onConfirm={() => set.mutate({ password: asked })}
          onCancel={() => setAsked(null)}
        />
      )}
    </div>
  );
}
