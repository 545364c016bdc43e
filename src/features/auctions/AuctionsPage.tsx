import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { auctionsQuery } from '../../api/auctions';
import { paths } from '../../paths';
import { AUCTIONS_PAGE_SIZE } from '../../config';
import { readPage, withPage } from '../../lib/pageParam';
import { requestLogin } from '../../session/loginPrompt';
import { useSession } from '../../session/useSession';
import { AuctionCardList } from '../../domain/AuctionCardList';
import { Button, buttonClassName } from '../../ui/Button';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Loadable } from '../../ui/Loadable';
import { Pagination } from '../../ui/Pagination';
import styles from './AuctionsPage.module.css';

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

  const showPage = (next: number) => setSearch(withPage(search, next));

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      <Loadable query={query} loading={t('list.loading')} failed={t('list.loadFailed')} level="section">
        {({ items, totalPages }) => (
          <>
            {items.length === 0 ? (
              <p className={styles.state}>{t('list.empty')}</p>
            ) : (
              <AuctionCardList auctions={items} busy={query.isPlaceholderData} label={t('list.listLabel')} />
            )}
            <Pagination page={page} totalPages={totalPages} onChange={showPage} />
          </>
        )}
      </Loadable>
    </section>
  );
}
