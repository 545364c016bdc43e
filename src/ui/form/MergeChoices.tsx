import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import type { MergeOnSave } from './useMergeOnSave';
import styles from './FormNotice.module.css';

interface MergeChoicesProps {
  merge: MergeOnSave;
  /** The field's label as the form shows it. */
  labelOf: (field: string) => string;
  /** A stored value as the person reads it; the value as it is by default. */
  shownValue?: (field: string, value: unknown) => string;
}

const plain = (_field: string, value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Each field changed both elsewhere and here since the form was opened (useMergeOnSave), side by
 * side: what it was changed from and to elsewhere, and a pick between their value and this
 * person's. The product cannot know who changed it (production keeps no author of a write,
 * contract §14.13), so the words name nobody. Nothing is sent until every field is picked; the
 * last pick is the form's submit, which reads the record again and sends.
 */
export function MergeChoices({ merge, labelOf, shownValue = plain }: MergeChoicesProps) {
  const { t } = useTranslation('ui');
  const { conflicts, choose } = merge;
  const shown = (field: string, value: unknown) => shownValue(field, value) || t('merge.empty');
  // The refusal above (role="alert") announces the choice; the choice itself is no live region.
  if (conflicts.length === 0) return null;
  return (
    <div>
      {conflicts.map(({ field, base, theirs, mine }) => {
        const last = conflicts.length === 1;
        return (
          <div key={field} role="group" aria-label={labelOf(field)} className={styles.notice}>
            <p className={styles.text}>
              {t('merge.changed', {
                field: labelOf(field),
                from: shown(field, base),
                to: shown(field, theirs),
              })}
            </p>
            <div className={styles.actions}>
              <Button
                type={last ? 'submit' : 'button'}
                variant="secondary"
                onClick={() => choose(field, theirs)}
              >
                {t('merge.keep', { value: shown(field, theirs) })}
              </Button>
              <Button
                type={last ? 'submit' : 'button'}
                variant="secondary"
                onClick={() => choose(field, mine)}
              >
                {t('merge.use', { value: shown(field, mine) })}
              </Button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
