import { useId, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCE_EXTENSIONS } from '../../fieldValues';
import {
  admitWithinBudget,
  allLicences,
  LICENCE_TYPES,
  licenceTypesList,
  totalBytes,
} from '../../lib/fileLimits';
import { CloseIcon } from '../icons/CloseIcon';
import type { FormMessage } from '../form/formMessage';
import { describedBy, FieldShell } from './FieldShell';
import { FileChooser } from './FileChooser';
import styles from './LicencePicker.module.css';

export interface LicencePickerProps {
  label: ReactNode;
  value: File[];
  onChange: (files: File[]) => void;
  required?: boolean;
  /** 'This field is required' when the form was sent without a file (spec §5). */
  error?: FormMessage | null;
  id?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const ACCEPT = [...LICENCE_EXTENSIONS, ...Object.values(LICENCE_TYPES)].join(',');

/**
 * Organisation licences: Word or PDF only; one file of another type rejects the whole selection.
 * Together they must fit the request's 20 MB, as photos do: a file that does not is skipped and named.
 */
export function LicencePicker({
  label,
  value: files,
  onChange,
  required,
  error,
  id,
  disabled,
  ref,
}: LicencePickerProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [rejected, setRejected] = useState(false);
  const [skipped, setSkipped] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    if (!allLicences(chosen)) {
      setRejected(true);
      return;
    }
    setRejected(false);
    const admission = admitWithinBudget(totalBytes(files), chosen);
    setSkipped(admission.skipped?.name ?? null);
    if (admission.accepted.length > 0) onChange([...files, ...admission.accepted]);
  };

  return (
    <FieldShell id={inputId} label={label} required={required} hint={t('licencePicker.hint')} error={error}>
      <div className={[styles.picker, error ? styles.invalid : ''].join(' ')}>
        <FileChooser
          id={inputId}
          ref={ref}
          text={t('licencePicker.choose')}
          multiple
          accept={ACCEPT}
          disabled={disabled}
          onChange={choose}
          {...describedBy(inputId, true, error)}
        />
        {files.length === 0 ? (
          <p className={styles.none}>{t('licencePicker.none')}</p>
        ) : (
          <ul className={styles.files} aria-label={t('licencePicker.list')}>
            {files.map((file, index) => (
              <li key={`${file.name}-${file.size}-${index}`} className={styles.file}>
                <span className={styles.name}>{file.name}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('licencePicker.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => {
                    setSkipped(null);
                    onChange(files.filter((candidate) => candidate !== file));
                  }}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {rejected && (
        <p role="alert" className={styles.alert}>
          {t('licencePicker.wrongType', { list: licenceTypesList() })}
        </p>
      )}
      {skipped !== null && (
        <p role="alert" className={styles.alert}>
          {t('licencePicker.limitReached', { name: skipped })}
        </p>
      )}
    </FieldShell>
  );
}
