import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUser, updateUser, type Representative } from '../../../api/users';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { TextField } from '../../../ui/fields/TextField';
import { RepresentativeAuctions } from '../representative/RepresentativeAuctions';
import { RepresentativeContactFields } from './RepresentativeContactFields';
import { RepresentativePasswordDialog } from './RepresentativePasswordDialog';
import styles from './RepresentativeRow.module.css';

interface RepresentativeRowProps {
  representative: Representative;
  /** Refetches the list (and the company user) after a write. */
  onChanged: () => Promise<unknown>;
}

interface Draft {
  name: string;
  phoneNumber: string;
}
type FieldErrors = Partial<Record<keyof Draft, string>>;

/**
 * One representative (spec §2): edit, save, reset and delete with confirmation; the company also
 * sets its password and sees its auctions. The e-mail stays as it is (spec §5, contract rule 3).
 */
export function RepresentativeRow({ representative, onChanged }: RepresentativeRowProps) {
  const { t } = useTranslation('company');
  const nameId = useId();
  const auctionsId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [showAuctions, setShowAuctions] = useState(false);

  const save = useMutation({
    mutationFn: (values: Draft) =>
      updateUser({
        role: 'BUYER_REPRESENTATIVE',
        id: representative.id,
        name: values.name.trim(),
        phoneNumber: values.phoneNumber.trim(),
        email: representative.email,
      }),
    onSuccess: async () => {
      setDraft(null);
      await onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteUser(representative.id),
    onSuccess: onChanged,
    onSettled: () => setConfirmingDelete(false),
  });
  const error = save.error ?? remove.error;

  const startEditing = () => {
    save.reset();
    remove.reset();
    setDraft({ name: representative.name, phoneNumber: representative.phoneNumber });
  };

  const resetRow = () => {
    save.reset();
    setFieldErrors({});
    setDraft(null);
  };

  const change = (field: keyof Draft) => (value: string) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || save.isPending) return;
    const errors: FieldErrors = {};
    (['name', 'phoneNumber'] as const).forEach((field) => {
      if (draft[field].trim() === '') errors[field] = t('representatives.required');
    });
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) save.mutate(draft);
  };

  return (
    <article className={styles.row} aria-labelledby={nameId}>
      <h3 id={nameId} className={styles.name}>
        {representative.name}
      </h3>
      <ErrorBox message={error?.message} />
      <form onSubmit={submit} noValidate>
        {draft ? (
          <div className={styles.fields}>
            <RepresentativeContactFields values={draft} errors={fieldErrors} change={change} />
            <TextField
              label={t('representatives.email')}
              type="email"
              value={representative.email}
              onChange={() => undefined}
              readOnly
              hint={t('representatives.emailNotEditable')}
            />
          </div>
        ) : (
          <dl className={styles.facts}>
            <div>
              <dt>{t('representatives.phoneNumber')}</dt>
              <dd>{representative.phoneNumber}</dd>
            </div>
            <div>
              <dt>{t('representatives.email')}</dt>
              <dd>{representative.email}</dd>
            </div>
          </dl>
        )}
        <div className={styles.actions}>
          {draft ? (
            <>
              {/* Keyed: React must not turn the clicked Edit button into this submit button mid-click. */}
              <Button key="save" type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? t('representatives.saving') : t('representatives.save')}
              </Button>
              <Button key="reset" variant="secondary" onClick={resetRow} disabled={save.isPending}>
                {t('representatives.reset')}
              </Button>
            </>
          ) : (
            <Button key="edit" variant="secondary" onClick={startEditing}>
              {t('representatives.edit')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setChangingPassword(true)}>
            {t('representatives.changePassword')}
          </Button>
          <Button
            variant="ghost"
            aria-expanded={showAuctions}
            aria-controls={auctionsId}
            onClick={() => setShowAuctions((shown) => !shown)}
          >
            {showAuctions ? t('representatives.hideAuctions') : t('representatives.showAuctions')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              save.reset();
              remove.reset();
              setConfirmingDelete(true);
            }}
          >
            {t('representatives.delete')}
          </Button>
        </div>
      </form>
      <div id={auctionsId}>
        {showAuctions && (
          <RepresentativeAuctions
            savedCarIds={representative.savedCarIds}
            title={t('representatives.auctionsOf', { name: representative.name })}
            titleLevel={4}
          />
        )}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('representatives.deleteTitle')}
        message={t('representatives.deleteMessage')}
        confirmLabel={t('representatives.deleteConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmingDelete(false)}
      />
      <RepresentativePasswordDialog
        open={changingPassword}
        representative={representative}
        onClose={() => setChangingPassword(false)}
      />
    </article>
  );
}
