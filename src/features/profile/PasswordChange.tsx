import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { updatePassword } from '../../api/users';
import { PASSWORD_MIN_LENGTH } from '../../fieldValues';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { PasswordField } from '../../ui/fields/PasswordField';
import { Form } from '../../ui/form/Form';
import { FormField } from '../../ui/form/FormField';
import { messageOfFailure } from '../../ui/form/formMessage';
import { replacementPassword } from '../../product/fieldRules';
import { useZodForm } from '../../ui/form/useZodForm';
import styles from './ProfileSection.module.css';
import { useHttp } from '../../api/http';

const passwordSchema = z.object({ password: replacementPassword() });

/**
 * Spec §5 password change: at least 8 characters, checked here because the backend's own
 * rejection arrives as an empty 403 (contract §12 #23). Not for representatives (§12 #10).
 */
export function PasswordChange({ userId }: { userId: string }) {
  const http = useHttp();
  const { t } = useTranslation('profile');
  const headingId = useId();
  const form = useZodForm(passwordSchema, { password: '' });
  const change = useMutation({
    mutationFn: ({ password }: z.output<typeof passwordSchema>) => updatePassword(http, userId, password),
    onSuccess: () => form.reset(),
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('password.title')}
      </h2>
      <Form form={form} onValid={change.mutate} busy={change.isPending}>
        <FormField
          as={PasswordField}
          form={form}
          name="password"
          label={t('password.newPassword')}
          autoComplete="new-password"
          hint={t('password.hint', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        <ErrorBox message={messageOfFailure(change.error)} />
        {/* Said until a new password is typed. */}
        {change.isSuccess && !form.formState.isDirty && (
          <p role="status" className={styles.success}>
            {t('password.success')}
          </p>
        )}
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </section>
  );
}
