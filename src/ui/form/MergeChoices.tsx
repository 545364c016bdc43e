import { useContext, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import type { MergeConflict } from '../../lib/threeWayMerge';
import { FormFields } from './formFields';
import type { MergeOnSave } from './useMergeOnSave';
import styles from './FormNotice.module.css';

interface MergeChoicesProps {
  merge: MergeOnSave;
  /** The field's label as the form shows it. */
  labelOf: (field: string) => string;
}

/** A value as the form holds it (what was typed, or the record's as the form shows it). */
const plain = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Each field changed both elsewhere and here since the form was opened (useMergeOnSave), side by
 * side: what it was changed from and to elsewhere, and a pick between their value and this
 * person's. The product cannot know who changed it (production keeps no author of a write,
 * contract §14.13), so the words name nobody. Nothing is sent until every field is picked; the
 * last pick is the form's submit, which reads the record again and sends.
 */
export function MergeChoices({ merge, labelOf }: MergeChoicesProps) {
  const { t } = useTranslation('ui');
  const { conflicts, choose } = merge;
  const fields = useContext(FormFields);
  // As the page writes the field: a select's option, a day or an amount in words, else as typed.
  const written = (field: string, value: unknown) => {
    const text = plain(value);
    if (text === '') return t('merge.empty');
    const { control, inWords } = fields.get(field) ?? {};
    if (control instanceof HTMLSelectElement)
      return [...control.options].find((option) => option.value === text)?.text ?? text;
    return inWords ? inWords(text) : text;
  };
  // Plain buttons, so Enter in a field never picks; the last pick sends the form as its submit would.
  const pick = (event: MouseEvent<HTMLButtonElement>, conflict: MergeConflict, value: unknown) => {
    const last = conflicts.length === 1;
    choose(conflict, value);
    if (last) event.currentTarget.form?.requestSubmit();
  };
  // The refusal above (role="alert") announces the choice; the choice itself is no live region.
  if (conflicts.length === 0) return null;
  return (
    <div>
      {conflicts.map((conflict) => (
        <div key={conflict.field} role="group" aria-label={labelOf(conflict.field)} className={styles.notice}>
          <p className={styles.text}>
            {t('merge.changed', {
              field: labelOf(conflict.field),
              from: written(conflict.field, conflict.base),
              to: written(conflict.field, conflict.theirs),
            })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={(event) => pick(event, conflict, conflict.theirs)}>
              {t('merge.keep', { value: written(conflict.field, conflict.theirs) })}
            </Button>
            <Button variant="secondary" onClick={(event) => pick(event, conflict, conflict.mine)}>
              {t('merge.use', { value: written(conflict.field, conflict.mine) })}
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}
