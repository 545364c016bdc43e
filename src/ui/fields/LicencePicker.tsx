import { useId, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCE_EXTENSIONS } from '../../config';
import { allLicences, licenceTypesList } from '../../lib/fileLimits';
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

const ACCEPT = [
  ...LICENCE_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

/** Organisation licences: Word or PDF only; one file of another type rejects the whole selection. */
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

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    if (!allLicences(chosen)) {
      setRejected(true);
      return;
    }
    setRejected(false);
    onChange([...files, ...chosen]);
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
                  onClick={() => onChange(files.filter((candidate) => candidate !== file))}
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
    </FieldShell>
  );
}
