import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedAt } from '../../lib/clock';
import { Countdown } from '../../ui/Countdown';
import { NorwegianTime } from '../../ui/NorwegianTime';
import { sampleAuctions } from './sampleAuctionData';
import styles from './SampleAuctions.module.css';

/**
 * Spec §1 teaser: three static sample auctions, each with a live countdown. Their end times are
 * relative to the visit: the prerendered HTML shows a dash for them (a time written at build
 * time would be stale), and the browser fills them in as it takes the page over.
 */
export function SampleAuctions() {
  const { t } = useTranslation('landing');
  const openedAt = useOpenedAt();
  const auctions = useMemo(() => sampleAuctions(openedAt ?? 0), [openedAt]);
  return (
    <ul className={styles.list}>
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
                <dd>{openedAt === null ? '–' : <NorwegianTime value={auction.endDateTime} />}</dd>
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
