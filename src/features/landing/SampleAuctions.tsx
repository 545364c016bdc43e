import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAt } from '../../core/clock';
import { Countdown } from '../../ui/Countdown';
import { sampleAuctions } from './sampleAuctionData';
import styles from './SampleAuctions.module.css';
import { useSeenOnce } from './useSeenOnce';

const NorwegianTime = lazy(() =>
  import('../../ui/NorwegianTime').then((module) => ({ default: module.NorwegianTime })),
);

/**
 * Spec §1 teaser: three static sample auctions, each with a live countdown. Their end times are
 * relative to the visit: the prerendered HTML shows a dash for them (a time written at build
 * time would be stale), and the browser fills them in as it takes the page over, in Norwegian time,
 * once the list comes into view: the formatter is loaded then (it is not in the JS the landing needs
 * to come alive), and the page's first date formatter (Intl with the Oslo zone) is a long task on a
 * slow phone (bench/README.md), which the start of the landing, the list below the fold, need not pay.
 */
export function SampleAuctions() {
  const { t } = useTranslation('landing');
  const openedAt = useOpenedAt();
  const auctions = useMemo(() => sampleAuctions(openedAt ?? 0), [openedAt]);
  const list = useRef<HTMLUListElement>(null);
  const seen = useSeenOnce(list);
  return (
    <ul ref={list} className={styles.list}>
      {auctions.map((auction) => (
        <li key={auction.id} className={styles.card}>
          <img
            className={styles.thumbnail}
            src={auction.illustration.src}
            alt={t('samples.photoAlt', { car: t(`carousel.${auction.illustration.name}`) })}
            width="320"
            height="200"
            loading="lazy"
            decoding="async"
          />
          <div className={styles.body}>
            <h3 className={styles.title}>{auction.makeModel}</h3>
            <p className={styles.year}>{t('samples.year', { year: auction.year })}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('samples.highestBid')}</dt>
                <dd className={styles.bid}>{auction.highestBid}</dd>
              </div>
              <div>
                <dt>{t('samples.ends')}</dt>
                <dd>
                  {openedAt === null || !seen ? (
                    '–'
                  ) : (
                    <Suspense fallback="–">
                      <NorwegianTime value={auction.endDateTime} />
                    </Suspense>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('samples.endsIn')}</dt>
                <dd>
                  <Countdown endDateTime={auction.endDateTime} className={styles.countdown} />
                </dd>
              </div>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
