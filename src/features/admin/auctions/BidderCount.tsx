import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auctionByCarQuery } from '../../../api/auctions';
import { useHttp } from '../../../api/http';

/** How many representatives have bid: the list calls carry no bids, so the full auction is read. */
export function BidderCount({ carId }: { carId: string }) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  // No `select`: the query's own structural sharing (for bid lists) would be applied to its result too.
  const query = useQuery(auctionByCarQuery(http, carId));
  if (query.isPending) return <>{t('board.counting')}</>;
  if (query.isError) return <>{t('board.unknownCount')}</>;
  return <>{new Set(query.data.bids.map(({ bidderId }) => bidderId)).size}</>;
}
