import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useHttp } from '../../../api/http';
import {
  fetchOperatorUser,
  operatorUsersKey,
  updateUserAsAdmin,
  type OperatorUser,
  type OperatorUserChanges,
} from '../../../api/operatorUsers';
import { Button } from '../../../ui/Button';
import { ErrorBox } from '../../../ui/ErrorBox';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { MergeChoices } from '../../../ui/form/MergeChoices';
import { useMergeOnSave } from '../../../ui/form/useMergeOnSave';
import { countryOrNorway, phoneNumber, requiredText } from '../../../product/fieldRules';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from './ChangeEmailForm.module.css';
import { isBuyerCompany, keepsAddress } from '../../../rules/roles';

// Every field the backend requires non-blank for the role (contract §4.6, §10.1, §10.2).
const personSchema = z.object({ name: requiredText(), phoneNumber: phoneNumber() });
// A seller's country may be empty (Norway); production keeps it in the postal location (contract §4.6).
const sellerSchema = z.extend(personSchema, {
  streetAddress: requiredText(),
  postalCode: requiredText(),
  postalLocation: requiredText(),
  country: countryOrNorway(),
});
const companySchema = z.extend(sellerSchema, { country: requiredText() });

type Details = z.input<typeof companySchema>;
const DETAILS: readonly (keyof Details)[] = [
  'name',
  'phoneNumber',
  'streetAddress',
  'postalCode',
  'postalLocation',
  'country',
];
/** Each field's label key (adminPeople). */
const LABELS = {
  name: 'contact.name',
  phoneNumber: 'contact.phone',
  streetAddress: 'users.details.streetAddress',
  postalCode: 'users.details.postalCode',
  postalLocation: 'users.details.postalLocation',
  country: 'users.details.country',
} as const satisfies Record<keyof Details, string>;
type Checked = Partial<z.output<typeof companySchema>> & z.output<typeof personSchema>;

/** The fields of the user's role that `PUT /users/as-admin` applies besides the e-mail (contract §4.6). */
const schemaOf = (role: OperatorUser['role']) =>
  isBuyerCompany(role) ? companySchema : keepsAddress(role) ? sellerSchema : personSchema;

const storedDetails = (user: OperatorUser): Details => ({
  name: user.name,
  phoneNumber: user.phoneNumber,
  streetAddress: user.address?.streetAddress ?? '',
  postalCode: user.address?.postalCode ?? '',
  postalLocation: user.address?.postalLocation ?? '',
  country: user.address?.country ?? '',
});

function changesOf(user: OperatorUser, details: Checked): OperatorUserChanges {
  const { name, phoneNumber: phone, streetAddress, postalCode, postalLocation, country } = details;
  if (!keepsAddress(user.role)) return { name, phoneNumber: phone };
  return {
    name,
    phoneNumber: phone,
    address: {
      streetAddress: streetAddress ?? '',
      postalCode: postalCode ?? '',
      postalLocation: postalLocation ?? '',
      country: country ?? '',
    },
  };
}

/**
 * The operator corrects a user's name, phone number and, for a seller or a company, address
 * (`PUT /users/as-admin`, UserController.updateUserAsAdmin; contract §4.6). The e-mail is kept, so
 * no login of the user ends (contract §1.2); the organisation's name and number cannot be changed
 * there (the backend ignores them). The user is read again right before the PUT and the edits are
 * merged with it (ui/form/useMergeOnSave, contract §14.13).
 */
export function EditUserDetailsForm({ user }: { user: OperatorUser }) {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const { t: tUi } = useTranslation('ui');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const schema = schemaOf(user.role) as typeof companySchema;
  const form = useZodForm(schema, storedDetails(user));
  const merge = useMergeOnSave(form, schema, storedDetails(user), DETAILS);
  const save = useMutation({
    // The checked form starts the save; what goes is the form merged with the user as read now.
    mutationFn: async (_checked: Checked) => {
      const current = await fetchOperatorUser(http, user.id);
      return updateUserAsAdmin(http, current, changesOf(current, merge.mergeWith(storedDetails(current))));
    },
    onSuccess: () => setOpen(false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorUsersKey }),
  });
  const hasAddress = keepsAddress(user.role);
  const field = { as: TextField, form, autoComplete: 'off', required: true } as const;

  return (
    <div>
      <p role="status" className={styles.result}>
        {save.isSuccess ? t('users.details.done', { name: save.data.name }) : ''}
      </p>
      {open ? (
        <Form form={form} onValid={save.mutate} busy={save.isPending}>
          <ErrorBox message={messageOfFailure(save.error)} />
          <MergeChoices merge={merge} labelOf={(name) => t(LABELS[name as keyof Details])} />
          <FormField {...field} name="name" label={t('contact.name')} />
          <FormField {...field} name="phoneNumber" type="tel" label={t('contact.phone')} />
          {hasAddress && (
            <>
              <FormField {...field} name="streetAddress" label={t('users.details.streetAddress')} />
              <FormField {...field} name="postalCode" label={t('users.details.postalCode')} />
              <FormField {...field} name="postalLocation" label={t('users.details.postalLocation')} />
              <FormField
                {...field}
                name="country"
                label={t('users.details.country')}
                {...(isBuyerCompany(user.role)
                  ? {}
                  : { required: false, hint: tUi('fields.countryOrNorwayHint') })}
              />
            </>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? t('users.details.saving') : t('users.details.submit')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('users.details.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            save.reset();
            form.reset(storedDetails(user));
            merge.begin(storedDetails(user));
            setOpen(true);
          }}
        >
          {t('users.details.open')}
        </Button>
      )}
    </div>
  );
}
