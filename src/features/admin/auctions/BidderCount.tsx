import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auctionByCarQuery } from '../../../api/auctions';

/** How many representatives have bid: the list calls carry no bids, so the full auction is read. */
export function BidderCount({ carId }: { carId: string }) {
  const { t } = useTranslation('admin');
  const query = useQuery({
    ...auctionByCarQuery(carId),
    select: (auction) => new Set(auction.bids.map(({ bidderId }) => bidderId)).size,
  });
  if (query.isPending) return <>{t('board.counting')}</>;
  if (query.isError) return <>{t('board.unknownCount')}</>;
  return <>{query.data}</>;
}
