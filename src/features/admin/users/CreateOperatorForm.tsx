import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useHttp } from '../../../api/http';
import { operatorUsersKey, registerOperator, type OperatorRegistration } from '../../../api/operatorUsers';
import { PASSWORD_MIN_LENGTH } from '../../../fieldValues';
import { Button } from '../../../ui/Button';
import { ErrorBox } from '../../../ui/ErrorBox';
import { PasswordField } from '../../../ui/fields/PasswordField';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { emailAddress, newPassword, phoneNumber, requiredText } from '../../../product/fieldRules';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from './CreateOperatorForm.module.css';

const operatorSchema = z.object({
  name: requiredText(),
  phoneNumber: phoneNumber(),
  email: emailAddress(),
  password: newPassword(),
});
const EMPTY = { name: '', phoneNumber: '', email: '', password: '' };

/** SUPER_ADMIN only: a new ADMIN (`POST /users/register-admin`, contract §9). */
export function CreateOperatorForm() {
  const { t } = useTranslation('adminPeople');
  const queryClient = useQueryClient();
  const http = useHttp();
  const headingId = useId();
  const form = useZodForm(operatorSchema, EMPTY);
  const create = useMutation({
    mutationFn: (operator: OperatorRegistration) => registerOperator(http, operator),
    onSuccess: () => form.reset(EMPTY),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorUsersKey }),
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('users.create.title')}
      </h2>
      <p className={styles.muted}>{t('users.create.intro')}</p>
      <p role="status" className={styles.result}>
        {create.isSuccess ? t('users.create.done', { name: create.data.name, email: create.data.email }) : ''}
      </p>
      <Form form={form} onValid={create.mutate} busy={create.isPending}>
        <ErrorBox message={messageOfFailure(create.error)} />
        <FormField
          as={TextField}
          form={form}
          name="name"
          label={t('contact.name')}
          autoComplete="off"
          required
        />
        <FormField
          as={TextField}
          form={form}
          name="phoneNumber"
          type="tel"
          label={t('contact.phone')}
          autoComplete="off"
          required
        />
        <FormField
          as={TextField}
          form={form}
          name="email"
          type="email"
          label={t('contact.email')}
          autoComplete="off"
          required
        />
        <FormField
          as={PasswordField}
          form={form}
          name="password"
          label={t('users.create.password')}
          autoComplete="new-password"
          hint={t('users.create.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          required
        />
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? t('users.create.sending') : t('users.create.submit')}
        </Button>
      </Form>
    </section>
  );
}
