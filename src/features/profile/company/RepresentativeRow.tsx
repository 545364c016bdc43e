import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { deleteUser, fetchUser, updateUser, type Representative } from '../../../api/users';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { FormRefusal, messageOfFailure } from '../../../ui/form/formMessage';
import { MergeChoices } from '../../../ui/form/MergeChoices';
import { useMergeOnSave } from '../../../ui/form/useMergeOnSave';
import { useZodForm } from '../../../ui/form/useZodForm';
import { RepresentativeAuctions } from '../representative/RepresentativeAuctions';
import { contactFields, contactShape } from './representativeFields';
import { RepresentativePasswordDialog } from './RepresentativePasswordDialog';
import styles from './RepresentativeRow.module.css';
import { useHttp } from '../../../api/http';

interface RepresentativeRowProps {
  representative: Representative;
  /** The company's id: its user lists its representatives as they are now (contract §4.5, §4.9). */
  companyId: string;
  /** Refetches the list (and the company user) after a write. */
  onChanged: () => Promise<unknown>;
}

const contactSchema = z.object(contactShape);
type Contact = z.output<typeof contactSchema>;
const CONTACT_FIELDS = ['name', 'phoneNumber'] as const;
const contactOf = ({ name, phoneNumber }: Representative): Contact => ({ name, phoneNumber });

/**
 * One representative (spec §2): edit, save, reset and delete with confirmation; the company also
 * sets its password and sees its auctions. The e-mail stays as it is (spec §5, contract rule 3).
 * A save reads the representative again, in the company's user (the company cannot read it
 * directly, contract §4.5), and is merged with it (ui/form/useMergeOnSave, contract §14.13).
 */
export function RepresentativeRow({ representative, companyId, onChanged }: RepresentativeRowProps) {
  const http = useHttp();
  const { t } = useTranslation('company');
  const nameId = useId();
  const auctionsId = useId();
  const [editing, setEditing] = useState(false);
  const contact = contactOf(representative);
  const form = useZodForm(contactSchema, contact);
  const merge = useMergeOnSave(form, contactSchema, contact, CONTACT_FIELDS);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [showAuctions, setShowAuctions] = useState(false);

  const save = useMutation({
    // The checked form starts the save; what goes is the form merged with the representative as read now.
    mutationFn: async (_checked: Contact) => {
      const company = await fetchUser(http, companyId);
      const current = company.representatives?.find(({ id }) => id === representative.id);
      if (!current) throw new FormRefusal({ key: 'company:representatives.gone' });
      return updateUser(http, {
        role: 'BUYER_REPRESENTATIVE',
        id: representative.id,
        ...merge.mergeWith(contactOf(current)),
        email: current.email,
      });
    },
    onSuccess: async () => {
      setEditing(false);
      await onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteUser(http, representative.id),
    onSuccess: onChanged,
    onSettled: () => setConfirmingDelete(false),
  });
  const fields = contactFields(t);

  const startEditing = () => {
    save.reset();
    remove.reset();
    form.reset(contact);
    merge.begin(contact);
    setEditing(true);
  };

  const resetRow = () => {
    save.reset();
    setEditing(false);
  };

  return (
    <article className={styles.row} aria-labelledby={nameId}>
      <h3 id={nameId} className={styles.name}>
        {representative.name}
      </h3>
      <ErrorBox message={messageOfFailure(save.error ?? remove.error)} />
      <Form form={form} onValid={save.mutate} busy={save.isPending}>
        <MergeChoices merge={merge} labelOf={(field) => fields[field as keyof typeof fields].label} />
        {editing ? (
          <div className={styles.fields}>
            <FormField as={TextField} form={form} name="name" {...fields.name} />
            <FormField as={TextField} form={form} name="phoneNumber" {...fields.phoneNumber} />
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
          {editing ? (
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
      </Form>
      <div id={auctionsId}>
        {showAuctions && (
          <RepresentativeAuctions
            savedCarIds={representative.savedCarIds}
            bidderId={representative.id}
            bidderName={representative.name}
            title={t('representatives.auctionsOf', { name: representative.name })}
            titleLevel={4}
            // One list per representative on the company's page, each with its own place in the URL.
            params={{ status: `status-${representative.id}`, page: `page-${representative.id}` }}
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
