import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auctionByCarQuery } from '../api/auctions';
import type { Car, CarStatus } from '../api/cars';
import { Pill, type PillTone } from '../ui/Pill';
import { useHttp } from '../api/http';

const TONES: Record<CarStatus, PillTone> = {
  Vurdering: 'brand',
  Auksjon: 'warning',
  Solgt: 'success',
  Annet: 'muted',
};

interface CarStatusPillProps {
  car: Pick<Car, 'id' | 'status'>;
  size?: 'small' | 'large';
}

/**
 * A car's status (spec §5), read as 'Status: …' by everyone: beside a page heading the word shows,
 * on a card only screen readers hear it. The backend marks a car `Solgt` when its auction ends, with
 * or without bids (contract §14.3): whether it sold is read from the auction (the query SaleResult
 * shares), and a car nobody bid on reads "Not sold".
 */
export function CarStatusPill({ car, size = 'small' }: CarStatusPillProps) {
  const http = useHttp();
  const { t } = useTranslation('cars');
  const auction = useQuery({ ...auctionByCarQuery(http, car.id), enabled: car.status === 'Solgt' });
  const unsold = car.status === 'Solgt' && auction.data !== undefined && auction.data.highestBid === null;
  const label = unsold ? t('status.unsold') : t(`status.${car.status}`);
  return (
    <Pill tone={unsold ? 'muted' : TONES[car.status]} size={size}>
      {size === 'large' ? (
        t('statusLabel', { status: label })
      ) : (
        <>
          <span className="visually-hidden">{t('statusPrefix')}</span>
          {label}
        </>
      )}
    </Pill>
  );
}
