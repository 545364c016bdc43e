import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import styles from './Pagination.module.css';

interface PaginationProps {
  /** Zero-based (spec §9). */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous / next with 'Page x of y'; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <Button variant="secondary" disabled={page <= 0} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span aria-live="polite">{t('pagination.page', { page: page + 1, total: totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages - 1} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
