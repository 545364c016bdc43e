import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENDING_WITHIN,
  type EndingWithin,
  type FinderCriteria,
  type MakeOption,
} from '../../rules/auctionFinder';
import { normalizeSearchText } from '../../lib/searchText';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/fields/CheckboxField';
import { NumberField } from '../../ui/fields/NumberField';
import { MakeChoice } from './MakeChoice';
import type { TypedFilters } from './useFinderState';
import styles from './FinderFilters.module.css';

interface FinderFiltersProps {
  id: string;
  /** On phones the panel shows only when opened; wider screens always show it. */
  open: boolean;
  makes: readonly MakeOption[];
  /** The picks; the typed ranges come as typed. Flat, so that a keystroke in the search redraws nothing here. */
  chosenMakes: readonly string[];
  endingWithin: EndingWithin | null;
  followedOnly: boolean;
  yearFrom: string;
  yearTo: string;
  bidFrom: string;
  bidTo: string;
  canFollow: boolean;
  onTyped: (field: keyof TypedFilters, value: string) => void;
  onPick: (change: Partial<FinderCriteria>) => void;
  onToggleMake: (make: string, checked: boolean) => void;
  /** Null while no filter is set. */
  onClear: (() => void) | null;
}

/** Make (several), model year and highest bid ranges, ending within, followed only. */
export const FinderFilters = memo(function FinderFilters(props: FinderFiltersProps) {
  const { id, open, makes, chosenMakes, endingWithin, followedOnly, canFollow } = props;
  const { onTyped, onPick, onToggleMake, onClear } = props;
  const { t } = useTranslation('auctions');
  const headingId = useId();
  const chosen = new Set(chosenMakes.map(normalizeSearchText));

  const number = (field: 'yearFrom' | 'yearTo' | 'bidFrom' | 'bidTo', label: string) => (
    <NumberField
      label={label}
      value={props[field]}
      onChange={(value) => onTyped(field, value)}
      optional
      maxLength={field.startsWith('year') ? 4 : 9}
    />
  );

  return (
    <section id={id} className={`${styles.panel} ${open ? '' : styles.closed}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('finder.filters')}
      </h2>
      <fieldset className={styles.group}>
        <legend>{t('finder.make')}</legend>
        <div className={styles.makes}>
          {makes.map((make) => (
            <MakeChoice
              key={make.label}
              label={make.label}
              count={make.count}
              checked={chosen.has(normalizeSearchText(make.label))}
              onToggle={onToggleMake}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('finder.year')}</legend>
        <div className={styles.range}>
          {number('yearFrom', t('finder.yearFrom'))}
          {number('yearTo', t('finder.yearTo'))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('finder.bid')}</legend>
        <div className={styles.range}>
          {number('bidFrom', t('finder.bidFrom'))}
          {number('bidTo', t('finder.bidTo'))}
        </div>
        <p className={styles.hint}>{t('finder.bidHint')}</p>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('finder.ending')}</legend>
        {[null, ...ENDING_WITHIN].map((within) => (
          <label key={within ?? 'any'} className={styles.radio}>
            <input
              type="radio"
              name={`${id}-ending`}
              checked={endingWithin === within}
              onChange={() => onPick({ endingWithin: within })}
            />
            <span>{t(`finder.endingWithin.${within ?? 'any'}`)}</span>
          </label>
        ))}
      </fieldset>
      {canFollow && (
        <CheckboxField
          label={t('finder.followedOnly')}
          value={followedOnly}
          onChange={(followedOnly) => onPick({ followedOnly })}
        />
      )}
      {onClear && (
        <Button variant="secondary" fullWidth onClick={onClear}>
          {t('finder.clear')}
        </Button>
      )}
    </section>
  );
});
