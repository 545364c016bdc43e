import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { TextField } from '../../ui/fields/TextField';
import { Form } from '../../ui/form/Form';
import { FormField } from '../../ui/form/FormField';
import { limitsOf } from '../../product/fieldRules';
import { isNorway } from '../../rules/addressCountry';
import { messageOfFailure } from '../../ui/form/formMessage';
import { MergeChoices } from '../../ui/form/MergeChoices';
import { useMergeOnSave, type MergeWith } from '../../ui/form/useMergeOnSave';
import { useZodForm } from '../../ui/form/useZodForm';
import { PROFILE_SCHEMAS, type ProfilePanelKind, type ProfilePanelValues } from './profileSchema';
import styles from './ProfilePanel.module.css';

export type { ProfilePanelValues };

type EditableField = 'name' | 'phoneNumber' | 'streetAddress' | 'postalLocation' | 'postalCode' | 'country';
const EDITABLE: readonly EditableField[] = [
  'name',
  'phoneNumber',
  'streetAddress',
  'postalLocation',
  'postalCode',
  'country',
];

export interface ProfilePanelProps {
  kind: ProfilePanelKind;
  values: ProfilePanelValues;
  /**
   * The page's write of the edited values; a refusal is shown in the panel and the edits are kept.
   * It reads the user again and gets what to send from the panel's merge (ui/form/useMergeOnSave).
   */
  save?: UseMutationResult<unknown, Error, MergeWith<ProfilePanelValues, ProfilePanelValues>>;
  /**
   * No 'Change data', and why: a representative's details are changed by their company (spec §6);
   * an operator's are not changed from the profile.
   */
  readOnly?: 'company' | 'operator';
  /** Shown under the heading, e.g. the role label. */
  subtitle?: ReactNode;
}

/**
 * The profile panel of every role (spec §2): read-only until 'Change data', save submits, close
 * reverts. E-mail and the organisation's name and number are never editable (spec §5).
 */
export function ProfilePanel({ kind, values, save, readOnly, subtitle }: ProfilePanelProps) {
  const { t } = useTranslation('profile');
  const { t: tUi } = useTranslation('ui');
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  // Follows the stored values until 'Change data'; the edits are the user's alone from then on.
  const form = useZodForm(PROFILE_SCHEMAS[kind], values, { values: editing ? undefined : values });
  const merge = useMergeOnSave(form, PROFILE_SCHEMAS[kind], values, EDITABLE);
  const canEdit = readOnly === undefined && save !== undefined;
  const saving = save?.isPending ?? false;
  const hasAddress = kind !== 'representative';
  const isCompany = kind === 'company';
  // A company's country is any; a seller's is Norway until another is typed (numeric keypad then).
  const country = useWatch({ control: form.control, name: 'country' });
  const abroad = isCompany || !isNorway(country);

  const startEditing = () => {
    save?.reset();
    form.reset(values);
    merge.begin(values);
    setEditing(true);
  };

  const close = () => {
    form.reset(values);
    save?.reset();
    setEditing(false);
  };

  // The checked form starts the save; what goes is the form merged with the user as read again.
  const submit = () =>
    save?.mutate(merge.mergeWith, {
      onSuccess: () => setEditing(false),
    });

  const field = { form, readOnly: !editing, required: editing } as const;
  const text = (name: Exclude<EditableField, 'postalCode'>, autoComplete: string, type = 'text') => (
    <FormField
      as={TextField}
      {...field}
      name={name}
      label={t(`panel.${name}`)}
      autoComplete={autoComplete}
      type={type}
      messageValues={limitsOf(name)}
    />
  );
  const fixed = (value: string) => ({
    value,
    onChange: () => undefined,
    readOnly: true,
    hint: editing ? t('panel.notEditable') : undefined,
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.title}>
          {t('panel.title')}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <Form form={form} onValid={submit} busy={saving}>
        <ErrorBox message={messageOfFailure(save?.error ?? null)} />
        <MergeChoices merge={merge} labelOf={(field) => t(`panel.${field as EditableField}`)} />
        <div className={styles.groups}>
          <Group heading={t('panel.personalDetails')}>
            {text('name', 'name')}
            {text('phoneNumber', 'tel', 'tel')}
            <TextField label={t('panel.email')} {...fixed(values.email)} type="email" />
          </Group>
          {isCompany && (
            <Group heading={t('panel.organisation')}>
              <TextField label={t('panel.organisationName')} {...fixed(values.organisationName)} />
              <TextField label={t('panel.organisationNumber')} {...fixed(values.organisationNumber)} />
            </Group>
          )}
          {hasAddress && (
            <Group heading={t('panel.address')}>
              {text('streetAddress', 'street-address')}
              <div className={styles.row}>
                <FormField
                  as={PostalCodeField}
                  {...field}
                  name="postalCode"
                  label={t('panel.postalCode')}
                  abroad={abroad}
                  messageValues={limitsOf('postalCode')}
                />
                {text('postalLocation', 'address-level2')}
              </div>
              {isCompany && text('country', 'country-name')}
              {/* A seller's empty country is Norway: shown only to be changed, or when it is another. */}
              {!isCompany && (editing || values.country !== '') && (
                <FormField
                  as={TextField}
                  {...field}
                  required={false}
                  name="country"
                  label={t('panel.country')}
                  hint={editing ? tUi('fields.countryOrNorwayHint') : undefined}
                  autoComplete="country-name"
                  messageValues={limitsOf('country')}
                />
              )}
            </Group>
          )}
        </div>
        {readOnly && <p className={styles.note}>{t(`panel.readOnly.${readOnly}`)}</p>}
        {save?.isSuccess && !editing && (
          <p className={styles.saved} role="status">
            {t('panel.saved')}
          </p>
        )}
        {canEdit && (
          <div className={styles.actions}>
            {/* Keys keep the buttons apart: a reused 'Change data' node turning into the submit
                button during its own click would submit the form at once. */}
            {editing ? (
              [
                <Button key="save" type="submit" disabled={saving} aria-busy={saving}>
                  {saving ? t('panel.saving') : t('panel.save')}
                </Button>,
                <Button key="close" variant="secondary" onClick={close} disabled={saving}>
                  {t('panel.close')}
                </Button>,
              ]
            ) : (
              <Button key="change" variant="secondary" onClick={startEditing}>
                {t('panel.changeData')}
              </Button>
            )}
          </div>
        )}
      </Form>
    </section>
  );
}

function Group({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      {children}
    </section>
  );
}
