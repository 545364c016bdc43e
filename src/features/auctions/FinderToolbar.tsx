import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SORTS, type FinderSort } from '../../rules/auctionFinder';
import { SelectField } from '../../ui/fields/SelectField';
import { TextField } from '../../ui/fields/TextField';
import styles from './FinderToolbar.module.css';

interface FinderToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  sort: FinderSort;
  onSort: (sort: FinderSort) => void;
  filterCount: number;
  /** The filter panel this toolbar opens on narrow screens. */
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}

const isSort = (value: string): value is FinderSort => (SORTS as readonly string[]).includes(value);

/**
 * Search over make and model, the sort order, and (on phones) the button that shows the filters.
 * Drawn again only when one of them changes, not with every new list.
 */
export const FinderToolbar = memo(function FinderToolbar(props: FinderToolbarProps) {
  const { t } = useTranslation('auctions');
  const { query, onQuery, sort, onSort, filterCount, filtersId, filtersOpen, onToggleFilters } = props;
  return (
    <div className={styles.toolbar}>
      <div className={styles.search}>
        <TextField
          type="search"
          label={t('finder.search')}
          hint={t('finder.searchHint')}
          value={query}
          onChange={onQuery}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className={styles.sort}>
        <SelectField
          label={t('finder.sort')}
          value={sort}
          onChange={(value) => {
            if (isSort(value)) onSort(value);
          }}
          options={SORTS.map((value) => ({ value, label: t(`finder.sorts.${value}`) }))}
        />
      </div>
      <button
        type="button"
        className={styles.filtersButton}
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
      >
        {filterCount > 0 ? t('finder.filtersCount', { count: filterCount }) : t('finder.filters')}
      </button>
    </div>
  );
});
