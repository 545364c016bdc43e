import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  fetchOperatorUser,
  operatorUserQuery,
  updateUserAsAdmin,
  type OperatorUser,
} from '../../../api/operatorUsers';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { emailAddress } from '../../../product/fieldRules';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from './ChangeEmailForm.module.css';
import { useHttp } from '../../../api/http';

const emailSchema = z.object({ email: emailAddress() });

/**
 * `PUT /users/as-admin` with a new e-mail. The spec lets only the provider change it; doing so
 * ends every login of that user at once (contract §1.2), which the form says before it is sent.
 */
export function ChangeEmailForm({ user }: { user: OperatorUser }) {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const form = useZodForm(emailSchema, { email: '' });
  const change = useMutation({
    // The rest of the body is the user as read now, not as cached: no change made elsewhere is undone (contract §14.13).
    mutationFn: async (email: string) =>
      updateUserAsAdmin(http, await fetchOperatorUser(http, user.id), { email }),
    onSuccess: () => {
      form.reset({ email: '' });
      setOpen(false);
    },
    onSettled: () => {
      setAsked(null);
      return queryClient.invalidateQueries({ queryKey: operatorUserQuery(http, user.id).queryKey });
    },
  });

  return (
    <div>
      <p role="status" className={styles.result}>
        {change.isSuccess ? t('users.email.done', { name: user.name, email: change.data.email }) : ''}
      </p>
      {open ? (
        <Form form={form} onValid={({ email }) => setAsked(email)} busy={change.isPending}>
          <ErrorBox message={messageOfFailure(change.error)} />
          <FormField
            as={TextField}
            form={form}
            name="email"
            type="email"
            label={t('users.email.newEmail')}
            autoComplete="off"
            required
            hint={t('users.email.warning', { name: user.name })}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
              {change.isPending ? t('users.email.saving') : t('users.email.submit')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                change.reset();
                form.reset({ email: '' });
                setOpen(false);
              }}
            >
              {t('users.email.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            change.reset();
            setOpen(true);
          }}
        >
          {t('users.email.open')}
        </Button>
      )}
      {asked !== null && (
        <ConfirmDialog
          open
          title={t('users.email.confirmTitle', { name: user.name })}
          message={t('users.email.confirmMessage', { name: user.name, email: asked })}
          confirmLabel={t('users.email.confirmButton')}
          danger
          busy={change.isPending}
          onConfirm={() => change.mutate(asked)}
          onCancel={() => setAsked(null)}
        />
      )}
    </div>
  );
}
