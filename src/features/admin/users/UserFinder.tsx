import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allUsersQuery, hasRealEmail, type ListedUser } from '../../../api/operatorUsers';
import { Button } from '../../../ui/Button';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { Pagination } from '../../../ui/Pagination';
import { ConsoleSearch } from '../shared/ConsoleSearch';
import { findIn, textsFit } from '../shared/searchRows';
import { consoleListCodec, useConsoleList } from '../shared/useConsoleList';
import { usePage } from '../shared/usePage';
import { searchableUsers } from './searchableUsers';
import { UserStatePills } from './UserStatePills';
import styles from './UserFinder.module.css';
import { useHttp } from '../../../api/http';

const PAGE = 'page';
const codec = consoleListCodec({ pageParams: [PAGE] });

interface UserFinderProps {
  /** The whole user, with what can be done to it, for the one opened. */
  children: (userId: string) => ReactNode;
}

/**
 * Issue 29 item 3: users found by any part of the name, e-mail or phone number (phone numbers by
 * their digits, with or without +47), every match shown, ten a page. `GET /users/by-number` answers
 * 403 when two users share a number (contract §9), so the console reads every user once
 * (`GET /users`) and finds them here. The search and the page live in the URL.
 */
export function UserFinder({ children }: UserFinderProps) {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const listId = useId();
  const query = useQuery(allUsersQuery(http));
  useShowErrorOnFailure(query.error);
  const list = useConsoleList(codec);
  const { fixPage: fixListPage } = list;
  const fixPage = useCallback((to: number) => fixListPage(PAGE, to), [fixListPage]);
  const [opened, setOpened] = useState<string | null>(null);

  const rows = useMemo(() => searchableUsers(query.data ?? []), [query.data]);
  const searching = list.query.trim() !== '';
  const found = useMemo(() => (searching ? findIn(rows, list.query) : []), [rows, list.query, searching]);
  const { page, totalPages, shown } = usePage(found, list.pages[PAGE] ?? 0, query.isSuccess, fixPage);
  // One match is opened at once; otherwise the one the operator opened, while it is shown.
  const openId = found.length === 1 ? found[0]?.id : opened;

  return (
    <section className={styles.finder} aria-labelledby={listId}>
      <h2 id={listId} className={styles.title}>
        {t('users.search.title')}
      </h2>
      <ConsoleSearch
        label={t('users.search.term')}
        hint={t('users.search.hint')}
        value={list.query}
        onChange={list.setQuery}
      />
      <Loadable
        query={query}
        loading={t('users.search.loading')}
        failed={t('users.search.failed')}
        level="section"
      >
        {(users) =>
          !searching ? (
            <p className={styles.muted}>{t('users.search.count', { count: users.length })}</p>
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {t('users.search.found', { count: found.length })}
              </p>
              {found.length > 0 && (
                <ul className={styles.list} aria-label={t('users.search.matches')}>
                  {shown.map((user) => (
                    <li key={user.id}>
                      {user.id === openId ? (
                        children(user.id)
                      ) : (
                        <UserMatch user={user} search={list.query} onOpen={() => setOpened(user.id)} />
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={page} totalPages={totalPages} onChange={(to) => list.setPage(PAGE, to)} />
            </>
          )
        }
      </Loadable>
    </section>
  );
}

interface UserMatchProps {
  user: ListedUser;
  search: string;
  onOpen: () => void;
}

/**
 * One match in short: who, how to reach them, and a button that opens the whole user. A match in
 * the organisation number, which the card does not otherwise show, is shown with it, so the
 * operator sees why the user was found.
 */
function UserMatch({ user, search, onOpen }: UserMatchProps) {
  const { t } = useTranslation('adminPeople');
  const nameId = useId();
  const foundByNumber = textsFit([user.organisationNumber], search);
  return (
    <article className={styles.match} aria-labelledby={nameId}>
      <div className={styles.matchHead}>
        <h3 id={nameId} className={styles.name}>
          {user.name}
        </h3>
        <UserStatePills user={user} />
      </div>
      <p className={styles.contact}>
        {[user.organisationName, hasRealEmail(user) ? user.email : null, user.phoneNumber]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {foundByNumber && (
        <p className={styles.contact}>
          {t('users.search.foundIn.organisationNumber', { value: user.organisationNumber })}
        </p>
      )}
      <Button variant="secondary" onClick={onOpen}>
        {t('users.search.open')} <span className="visually-hidden">{user.name}</span>
      </Button>
    </article>
  );
}
