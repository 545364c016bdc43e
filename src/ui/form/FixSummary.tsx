import { useContext, useId } from 'react';
import { get, useFormState, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormMessageKey } from './formMessage';
import { FormFields, inPageOrder } from './formFields';
import { useMessageText } from './useMessageText';
import { showField } from './showField';
import styles from './FixSummary.module.css';

/**
 * The fields a refused send must have fixed, by name, each a link to its field (as the GOV.UK error
 * summary does): "Farge: Velg en farge". A field fixed leaves the list as its message leaves the
 * field. A form of one field has its message beside it and no summary.
 */
export function FixSummary<Values extends FieldValues, Output>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Output>;
}) {
  const { t } = useTranslation('ui');
  const messageText = useMessageText();
  const fields = useContext(FormFields);
  const titleId = useId();
  // Read here, so that the summary follows the form's messages (a field changed takes its own away).
  const { errors } = useFormState({ control: form.control });
  const message = (name: string) => get<typeof errors, FieldError | undefined>(errors, name)?.message;
  const wrong = fields.size < 2 ? [] : inPageOrder(fields, (name) => message(name) !== undefined);
  if (wrong.length === 0) return null;
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('form.fixSummary')}
      </h2>
      <ul className={styles.list}>
        {wrong.map(([name, { label, control, values }]) => (
          <li key={name}>
            <a
              href={`#${control.id}`}
              onClick={(event) => {
                event.preventDefault();
                showField(control);
              }}
            >
              {label}:{' '}
              {
                // Every rule's message is a FormMessageKey (as FormField reads it).
                messageText({ key: message(name) as FormMessageKey, values })
              }
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
