import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerRepresentative } from '../../../api/users';
import { PASSWORD_MIN_LENGTH } from '../../../config';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { PasswordField } from '../../../ui/fields/PasswordField';
import { TextField } from '../../../ui/fields/TextField';
import { RepresentativeContactFields } from './RepresentativeContactFields';

interface AddRepresentativeDialogProps {
  open: boolean;
  companyId: string;
  onClose: () => void;
  /** Called after the server accepted the representative. */
  onAdded: () => Promise<unknown>;
}

const EMPTY = { name: '', phoneNumber: '', email: '', password: '' };
type Draft = typeof EMPTY;
type FieldErrors = Partial<Record<keyof Draft, string>>;

/** Spec §3 representative create payload: name, phone, e-mail, password and the company's id. */
export function AddRepresentativeDialog({ open, companyId, onClose, onAdded }: AddRepresentativeDialogProps) {
  const { t } = useTranslation('company');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const add = useMutation({
    mutationFn: () =>
      registerRepresentative({
        name: draft.name.trim(),
        phoneNumber: draft.phoneNumber.trim(),
        email: draft.email.trim(),
        password: draft.password,
        buyerCompanyId: companyId,
      }),
    onSuccess: async () => {
      setDraft(EMPTY);
      onClose();
      await onAdded();
    },
  });

  const close = () => {
    setDraft(EMPTY);
    setFieldErrors({});
    add.reset();
    onClose();
  };

  const change = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const errors: FieldErrors = {};
    (['name', 'phoneNumber', 'email', 'password'] as const).forEach((field) => {
      if (draft[field].trim() === '') errors[field] = t('representatives.required');
    });
    if (errors.password === undefined && draft.password.length < PASSWORD_MIN_LENGTH) {
      errors.password = t('representatives.passwordTooShort');
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) add.mutate();
  };

  return (
    <Dialog open={open} onClose={close} title={t('representatives.addTitle')}>
      <form onSubmit={submit} noValidate>
        <ErrorBox message={add.error?.message} />
        <RepresentativeContactFields values={draft} errors={fieldErrors} change={change} />
        <TextField
          label={t('representatives.email')}
          type="email"
          autoComplete="off"
          required
          value={draft.email}
          onChange={change('email')}
          error={fieldErrors.email}
        />
        <PasswordField
          label={t('representatives.password')}
          autoComplete="new-password"
          required
          hint={t('representatives.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          value={draft.password}
          onChange={change('password')}
          error={fieldErrors.password}
        />
        <Button type="submit" fullWidth disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? t('representatives.adding') : t('representatives.add')}
        </Button>
      </form>
    </Dialog>
  );
}
