import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { auctionsQuery } from '../../api/auctions';
import { paths } from '../../paths';
import { AUCTIONS_PAGE_SIZE, FIRST_PAGE } from '../../config';
import { requestLogin } from '../../session/loginPrompt';
import { useSession } from '../../session/useSession';
import { AuctionCard } from '../../domain/AuctionCard';
import { Button, buttonClassName } from '../../ui/Button';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Pagination } from '../../ui/Pagination';
import styles from './AuctionsPage.module.css';

const PAGE_PARAM = 'page';

function readPage(search: URLSearchParams): number {
  const page = Number(search.get(PAGE_PARAM));
  return Number.isSafeInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE;
}

/** /auctions (spec §2): the active auctions for a logged-in user, a prompt to log in for a guest. */
export function AuctionsPage() {
  const { userId } = useSession();
  return userId ? <ActiveAuctions /> : <GuestAuctions />;
}

function GuestAuctions() {
  const { t } = useTranslation('auctions');
  const headingId = useId();
  return (
    <section className={styles.guest} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('guest.title')}</h1>
      <p>{t('guest.text')}</p>
      <div className={styles.guestActions}>
        <Button onClick={() => requestLogin()}>{t('guest.login')}</Button>
        <Link to={paths.register()} className={buttonClassName('accent')}>
          {t('guest.register')}
        </Link>
      </div>
    </section>
  );
}

function ActiveAuctions() {
  const { t } = useTranslation('auctions');
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const page = readPage(search);
  const query = useQuery({
    ...auctionsQuery({ status: 'Aktivt', page, size: AUCTIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  useShowErrorOnFailure(query.error);

  const showPage = (next: number) => {
    const params = new URLSearchParams(search);
    if (next === FIRST_PAGE) params.delete(PAGE_PARAM);
    else params.set(PAGE_PARAM, String(next));
    setSearch(params);
  };
  const items = query.data?.items ?? [];

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      {query.isPending && (
        <p role="status" className={styles.state}>
          {t('list.loading')}
        </p>
      )}
      {query.isSuccess && items.length === 0 && <p className={styles.state}>{t('list.empty')}</p>}
      {items.length > 0 && (
        <ul className={styles.grid} aria-label={t('list.listLabel')} aria-busy={query.isPlaceholderData}>
          {items.map((auction) => (
            <li key={auction.id}>
              <AuctionCard auction={auction} href={paths.auction(auction.carDetails.carId)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={query.data?.totalPages ?? 0} onChange={showPage} />
    </section>
  );
}
