import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_STATUSES } from '../../../api/operatorAuctions';
import { TextField } from '../../../ui/fields/TextField';
import { WriteResult } from '../shared/WriteResult';
import sectionStyles from '../shell/AdminSection.module.css';
import { BoardSection } from './BoardSection';
import styles from './AuctionsBoardScreen.module.css';

/**
 * Issue 23 item 3: every auction by status (active, paused, ended: one list call each) with its
 * highest bid, bidders and end, and the operator's writes on it. A filter by make and model
 * narrows all three lists.
 */
export function AuctionsBoardScreen() {
  const { t } = useTranslation('admin');
  const [result, setResult] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  return (
    <section className={sectionStyles.section} aria-labelledby="auctions-board-title">
      <h1 id="auctions-board-title" className={sectionStyles.title}>
        {t('board.title')}
      </h1>
      <p className={sectionStyles.intro}>{t('board.intro')}</p>
      <div className={styles.filter}>
        <TextField type="search" label={t('board.filter')} value={filter} onChange={setFilter} />
      </div>
      <WriteResult text={result} />
      {BOARD_STATUSES.map((status) => (
        <BoardSection key={status} status={status} filter={deferredFilter} onResult={setResult} />
      ))}
    </section>
  );
}
