import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_STATUSES, type BoardStatus } from '../../../api/operatorAuctions';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/fields/TextField';
import { consoleListCodec, useConsoleList } from '../shared/useConsoleList';
import { WriteResult } from '../shared/WriteResult';
import sectionStyles from '../shell/AdminSection.module.css';
import { BoardSection, type BoardFilter } from './BoardSection';
import { useBoardCar } from './useBoardCar';
import styles from './AuctionsBoardScreen.module.css';

/** Each status list's page in the URL, by its own parameter. */
const PAGE_PARAMS: Record<BoardStatus, string> = {
  Aktivt: 'active',
  Deaktivert: 'paused',
  Avsluttet: 'ended',
};
const codec = consoleListCodec({ pageParams: Object.values(PAGE_PARAMS) });

/**
 * Issue 23 item 3: every auction by status (active, paused, ended: one list call each) with its
 * highest bid, bidders and end, and the operator's writes on it. A filter by make and model
 * narrows all three lists; the filter and each list's page live in the URL (issue 29). A link to
 * one car's auction (`?car=`, from the refusal to delete its seller) shows that auction alone, in
 * whichever list it is, until the operator shows all again.
 */
export function AuctionsBoardScreen() {
  const { t } = useTranslation('admin');
  const [result, setResult] = useState<string | null>(null);
  const list = useConsoleList(codec);
  const deferredFilter = useDeferredValue(list.query);
  const { car, showAll } = useBoardCar();
  const filter = useMemo<BoardFilter>(
    () => (car === null ? { words: deferredFilter } : { car }),
    [car, deferredFilter],
  );
  const { setPage, fixPage } = list;
  const onPage = useCallback(
    (status: BoardStatus, page: number) => setPage(PAGE_PARAMS[status], page),
    [setPage],
  );
  const onFixPage = useCallback(
    (status: BoardStatus, page: number) => fixPage(PAGE_PARAMS[status], page),
    [fixPage],
  );
  return (
    <section className={sectionStyles.section} aria-labelledby="auctions-board-title">
      <h1 id="auctions-board-title" className={sectionStyles.title}>
        {t('board.title')}
      </h1>
      <p className={sectionStyles.intro}>{t('board.intro')}</p>
      {car === null ? (
        <div className={styles.filter}>
          <TextField type="search" label={t('board.filter')} value={list.query} onChange={list.setQuery} />
        </div>
      ) : (
        <div className={styles.oneCar}>
          <p className={styles.oneCarText}>{t('board.oneCar')}</p>
          <Button variant="secondary" onClick={showAll}>
            {t('board.showAll')}
          </Button>
        </div>
      )}
      <WriteResult text={result} />
      {BOARD_STATUSES.map((status) => (
        <BoardSection
          key={status}
          status={status}
          filter={filter}
          page={list.pages[PAGE_PARAMS[status]] ?? 0}
          onPage={onPage}
          fixPage={onFixPage}
          onResult={setResult}
        />
      ))}
    </section>
  );
}
