import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { registerRepresentative } from '../../../api/users';
import { FIELD_LIMITS, PASSWORD_MIN_LENGTH } from '../../../fieldValues';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { PasswordField } from '../../../ui/fields/PasswordField';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { emailAddress, newPassword } from '../../../product/fieldRules';
import { useZodForm } from '../../../ui/form/useZodForm';
import { contactFields, contactShape } from './representativeFields';
import { useHttp } from '../../../api/http';

interface AddRepresentativeDialogProps {
  open: boolean;
  companyId: string;
  onClose: () => void;
  /** Called after the server accepted the representative. */
  onAdded: () => Promise<unknown>;
}

const representativeSchema = z.object({ ...contactShape, email: emailAddress(), password: newPassword() });
const EMPTY = { name: '', phoneNumber: '', email: '', password: '' };

/** Spec §3 representative create payload: name, phone, e-mail, password and the company's id. */
export function AddRepresentativeDialog({ open, companyId, onClose, onAdded }: AddRepresentativeDialogProps) {
  const http = useHttp();
  const { t } = useTranslation('company');
  const form = useZodForm(representativeSchema, EMPTY);
  const contact = contactFields(t);
  const add = useMutation({
    mutationFn: (representative: z.output<typeof representativeSchema>) =>
      registerRepresentative(http, { ...representative, buyerCompanyId: companyId }),
    onSuccess: async () => {
      form.reset();
      onClose();
      await onAdded();
    },
  });

  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t('representatives.addTitle')}>
      <Form form={form} onValid={add.mutate} busy={add.isPending}>
        <ErrorBox message={messageOfFailure(add.error)} />
        <FormField as={TextField} form={form} name="name" {...contact.name} />
        <FormField as={TextField} form={form} name="phoneNumber" {...contact.phoneNumber} />
        <FormField
          as={TextField}
          form={form}
          name="email"
          label={t('representatives.email')}
          messageValues={FIELD_LIMITS.email}
          type="email"
          autoComplete="off"
          required
        />
        <FormField
          as={PasswordField}
          form={form}
          name="password"
          label={t('representatives.password')}
          autoComplete="new-password"
          required
          hint={t('representatives.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        />
        <Button type="submit" fullWidth disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? t('representatives.adding') : t('representatives.add')}
        </Button>
      </Form>
    </Dialog>
  );
}
