import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BoardAuction, BoardStatus } from '../../../api/operatorAuctions';
import { formatNorwegianTime } from '../../../lib/norwegianTime';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../paths';
import { AuctionRowActions } from './AuctionRowActions';
import { BidderCount } from './BidderCount';
import styles from './AuctionRow.module.css';

interface AuctionRowProps {
  auction: BoardAuction;
  listedAs: BoardStatus;
  onResult: (text: string) => void;
}

/** One auction on the board: what it is, where it stands, and what the operator can do with it. */
export function AuctionRow({ auction, listedAs, onResult }: AuctionRowProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const { carDetails, highestBid } = auction;
  const name = carDetails.makeModel;
  return (
    <article className={styles.row} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <Link to={paths.auction(carDetails.carId)}>
          {name}
          {carDetails.modelYear ? ` (${carDetails.modelYear})` : ''}
        </Link>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('board.highestBid')}</dt>
          <dd>{highestBid ? formatMoney(highestBid.amount) : t('board.noBids')}</dd>
        </div>
        <div>
          <dt>{t('board.bidders')}</dt>
          <dd>
            <BidderCount carId={carDetails.carId} />
          </dd>
        </div>
        <div>
          <dt>{t('board.ends')}</dt>
          <dd>{formatNorwegianTime(auction.endDateTime)}</dd>
        </div>
        <div>
          <dt>{t('board.terms')}</dt>
          <dd>
            {t('board.termsValue', {
              start: formatMoney(auction.startingPrice),
              step: formatMoney(auction.minimalStep),
            })}
          </dd>
        </div>
      </dl>
      <AuctionRowActions auction={auction} listedAs={listedAs} onResult={onResult} />
    </article>
  );
}
