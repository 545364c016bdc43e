import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from './FieldShell';
import { useTextControl } from './useTextControl';
import type { TextFieldProps } from './TextField';
import { Icon } from '../icons/Icon';
import styles from './Field.module.css';

/** An eye; the pupil is a ring as thick as its hole, so it reads as a dot. Crossed out: shown. */
const EYE =
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 10.1a1.9 1.9 0 1 0 0 3.8a1.9 1.9 0 1 0 0-3.8';
const EYE_CROSSED = `${EYE}M4 4l16 16`;

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const { shell, control, rest } = useTextControl(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...shell}>
      <div className={styles.withToggle}>
        <input {...control} type={visible ? 'text' : 'password'} {...rest} />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon lines={visible ? EYE_CROSSED : EYE} size={22} />
        </button>
      </div>
    </FieldShell>
  );
}
