import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { auctionByCarQuery } from '../api/auctions';
import { formatMoney } from '../lib/money';
import { paths } from '../paths';
import { useNorwegianTime } from '../ui/useNorwegianTime';
import styles from './SaleResult.module.css';
import { useHttp } from '../api/http';

interface SaleResultProps {
  carId: string;
  /** On the car page: the way to the ended auction. A card is a link itself, so it has none. */
  withLink?: boolean;
}

/**
 * What became of a seller's car at auction. The backend marks a car `Solgt` when its auction ends,
 * with or without bids (contract §14.3), so the result is read from the auction: sold for how much,
 * or ended without bids, and when. After a sale our operator puts buyer and seller in touch
 * (contract §14.5): the seller is told so.
 */
export function SaleResult({ carId, withLink = false }: SaleResultProps) {
  const http = useHttp();
  const { t } = useTranslation('auctions');
  const query = useQuery(auctionByCarQuery(http, carId));
  const norwegianTime = useNorwegianTime();
  if (query.isPending) return <p className={styles.result}>{t('saleResult.loading')}</p>;
  if (query.isError) return <p className={styles.result}>{t('saleResult.unknown')}</p>;
  const { highestBid, endDateTime } = query.data;
  const time = norwegianTime.format(endDateTime);
  return (
    <div className={styles.result}>
      {highestBid ? (
        <>
          <p className={styles.headline}>
            {t('saleResult.sold', { amount: formatMoney(highestBid.amount), time })}
          </p>
          <p>{t('saleResult.next')}</p>
        </>
      ) : (
        <p className={styles.headline}>{t('saleResult.noBids', { time })}</p>
      )}
      {withLink && <Link to={paths.auction(carId)}>{t('saleResult.toAuction')}</Link>}
    </div>
  );
}
