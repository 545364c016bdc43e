import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ErrorBox } from '../../ui/ErrorBox';
import { PostalCodeField } from '../../ui/fields/PostalCodeField';
import { TextField } from '../../ui/fields/TextField';
import styles from './ProfilePanel.module.css';

/** The panel's own plain-string view of a user; the feature maps it to and from the API shapes. */
export interface ProfilePanelValues {
  name: string;
  phoneNumber: string;
  email: string;
  streetAddress: string;
  postalLocation: string;
  postalCode: string;
  /** Companies only. */
  country: string;
  /** Companies only; never editable. */
  organisationName: string;
  /** Companies only; never editable. */
  organisationNumber: string;
}

/** seller: personal details + address; company: + organisation and country; representative: personal details only. */
export type ProfilePanelKind = 'seller' | 'company' | 'representative';

export interface ProfilePanelProps {
  kind: ProfilePanelKind;
  values: ProfilePanelValues;
  /** Saves the edited values; a rejection's `message` is shown in the panel and the edits are kept. */
  onSave?: (values: ProfilePanelValues) => Promise<unknown>;
  /** No 'Change data' (representatives: only their company may change them, spec §6). */
  readOnly?: boolean;
  /** Shown under the heading, e.g. the role label. */
  subtitle?: ReactNode;
}

type EditableField = 'name' | 'phoneNumber' | 'streetAddress' | 'postalLocation' | 'postalCode' | 'country';
type FieldErrors = Partial<Record<EditableField, string>>;

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return fallback;
}

/**
 * The profile panel of every role (spec §2): read-only until 'Change data', save submits, close
 * reverts. E-mail and the organisation's name and number are never editable (spec §5).
 */
export function ProfilePanel({ kind, values, onSave, readOnly = false, subtitle }: ProfilePanelProps) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState<ProfilePanelValues | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const editing = draft !== null;
  const shown = draft ?? values;
  const canEdit = !readOnly && onSave !== undefined;
  const hasAddress = kind !== 'representative';
  const isCompany = kind === 'company';

  const required: EditableField[] = [
    'name',
    'phoneNumber',
    ...(hasAddress ? (['streetAddress', 'postalLocation', 'postalCode'] as const) : []),
    ...(isCompany ? (['country'] as const) : []),
  ];

  const startEditing = () => {
    setDraft(values);
    setSaved(false);
  };

  const close = () => {
    setDraft(null);
    setFieldErrors({});
    setSaveError(null);
  };

  const change = (field: EditableField) => (value: string) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || !onSave || saving) return;
    const errors: FieldErrors = {};
    required.forEach((field) => {
      if (draft[field].trim() === '') errors[field] = tCommon('fields.requiredMessage');
    });
    setFieldErrors(errors);
    const firstInvalid = required.find((field) => errors[field] !== undefined);
    if (firstInvalid) {
      document.getElementById(`${headingId}-${firstInvalid}`)?.focus();
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(draft);
      setDraft(null);
      setSaved(true);
    } catch (error) {
      setSaveError(errorMessage(error, tCommon('errors.unexpected')));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: EditableField, label: string, autoComplete: string) => ({
    id: `${headingId}-${name}`,
    label,
    value: shown[name],
    onChange: change(name),
    readOnly: !editing,
    required: editing,
    autoComplete,
    error: fieldErrors[name],
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.title}>
          {t('panel.title')}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorBox message={saveError} />
        <div className={styles.groups}>
          <Group heading={t('panel.personalDetails')}>
            <TextField {...field('name', t('panel.name'), 'name')} />
            <TextField {...field('phoneNumber', t('panel.phoneNumber'), 'tel')} type="tel" />
            <TextField
              label={t('panel.email')}
              value={shown.email}
              onChange={() => undefined}
              readOnly
              hint={editing ? t('panel.notEditable') : undefined}
              type="email"
            />
          </Group>
          {isCompany && (
            <Group heading={t('panel.organisation')}>
              <TextField
                label={t('panel.organisationName')}
                value={shown.organisationName}
                onChange={() => undefined}
                readOnly
                hint={editing ? t('panel.notEditable') : undefined}
              />
              <TextField
                label={t('panel.organisationNumber')}
                value={shown.organisationNumber}
                onChange={() => undefined}
                readOnly
                hint={editing ? t('panel.notEditable') : undefined}
              />
            </Group>
          )}
          {hasAddress && (
            <Group heading={t('panel.address')}>
              <TextField {...field('streetAddress', t('panel.streetAddress'), 'street-address')} />
              <div className={styles.row}>
                <PostalCodeField {...field('postalCode', t('panel.postalCode'), 'postal-code')} />
                <TextField {...field('postalLocation', t('panel.postalLocation'), 'address-level2')} />
              </div>
              {isCompany && <TextField {...field('country', t('panel.country'), 'country-name')} />}
            </Group>
          )}
        </div>
        {readOnly && <p className={styles.note}>{t('panel.readOnly')}</p>}
        {saved && !editing && (
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
      </form>
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
