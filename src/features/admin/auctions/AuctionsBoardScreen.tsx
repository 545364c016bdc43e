import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_STATUSES } from '../../../api/operatorAuctions';
import { WriteResult } from '../shared/WriteResult';
import sectionStyles from '../shell/AdminSection.module.css';
import { BoardSection } from './BoardSection';

/**
 * Issue 23 item 3: every auction by status (active, paused, ended: one list call each) with its
 * highest bid, bidders and end, and the operator's writes on it.
 */
export function AuctionsBoardScreen() {
  const { t } = useTranslation('admin');
  const [result, setResult] = useState<string | null>(null);
  return (
    <section className={sectionStyles.section} aria-labelledby="auctions-board-title">
      <h1 id="auctions-board-title" className={sectionStyles.title}>
        {t('board.title')}
      </h1>
      <p className={sectionStyles.intro}>{t('board.intro')}</p>
      <WriteResult text={result} />
      {BOARD_STATUSES.map((status) => (
        <BoardSection key={status} status={status} onResult={setResult} />
      ))}
    </section>
  );
}
