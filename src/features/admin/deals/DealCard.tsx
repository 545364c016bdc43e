import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuctionSummary } from '../../../api/auctions';
import type { AuctionOutcome } from '../../../rules/auctionOutcome';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../paths';
import { Button } from '../../../ui/Button';
import { NorwegianTime } from '../../../ui/NorwegianTime';
import { Pill } from '../../../ui/Pill';
import styles from '../shared/card.module.css';
import { BuyerContact, SellerContact } from './DealContacts';
import own from './DealCard.module.css';

export interface Deal {
  auction: AuctionSummary;
  outcome: AuctionOutcome;
}

interface DealCardProps {
  deal: Deal;
  onRestart: () => void;
}

/** One ended auction: what it ended with, and for a sale both parties, fetched when asked for. */
export function DealCard({ deal: { auction, outcome }, onRestart }: DealCardProps) {
  const { t } = useTranslation('adminPeople');
  const titleId = useId();
  const partiesId = useId();
  const [showParties, setShowParties] = useState(false);
  const { carId, makeModel, modelYear } = auction.carDetails;
  const title = modelYear ? `${makeModel} (${modelYear})` : makeModel;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {outcome.kind === 'sold' ? (
          <Pill tone="success">{t('deals.outcome.soldPill')}</Pill>
        ) : (
          <Pill tone="muted">{t('deals.outcome.noBidsPill')}</Pill>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('deals.outcome.label')}</dt>
          <dd>
            {outcome.kind === 'sold'
              ? t('deals.outcome.sold', { amount: formatMoney(outcome.amount) })
              : t('deals.outcome.noBids')}
          </dd>
        </div>
        <div>
          <dt>{t('deals.ended')}</dt>
          <dd>
            <NorwegianTime value={auction.endDateTime} />
          </dd>
        </div>
        <div>
          <dt>{t('deals.startingPrice')}</dt>
          <dd>{formatMoney(auction.startingPrice)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {outcome.kind === 'sold' && (
          <Button
            variant="secondary"
            aria-expanded={showParties}
            aria-controls={partiesId}
            onClick={() => setShowParties((shown) => !shown)}
          >
            {showParties ? t('deals.hideParties') : t('deals.showParties')}{' '}
            <span className="visually-hidden">{title}</span>
          </Button>
        )}
        {outcome.kind === 'noBids' && (
          <Button onClick={onRestart}>
            {t('deals.restart.open')} <span className="visually-hidden">{title}</span>
          </Button>
        )}
        <Link className={own.link} to={paths.auction(carId)}>
          {t('deals.openAuction')} <span className="visually-hidden">{title}</span>
        </Link>
      </div>
      <div id={partiesId}>
        {showParties && outcome.kind === 'sold' && (
          <>
            <p className={styles.muted}>{t('deals.putInTouch')}</p>
            <div className={own.parties}>
              <BuyerContact representativeId={outcome.winnerId} />
              <SellerContact carId={carId} />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
