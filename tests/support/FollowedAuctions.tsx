import { useQuery } from '@tanstack/react-query';
import { auctionByCarQuery } from '../../src/api/auctions';
import { useHttp } from '../../src/api/http';
import { useAuctionTopics, useConnectionState } from '../../src/realtime/useAuctionConnection';

/** Each followed car's make and highest bid, and the shared connection's state: what a desk shows. */
export function FollowedAuctions({ carIds }: { carIds: readonly string[] }) {
  useAuctionTopics(carIds);
  const { status } = useConnectionState();
  return (
    <section>
      <p>{`Connection: ${status}`}</p>
      <ul>
        {carIds.map((carId) => (
          <FollowedRow key={carId} carId={carId} />
        ))}
      </ul>
    </section>
  );
}

function FollowedRow({ carId }: { carId: string }) {
  const auction = useQuery(auctionByCarQuery(useHttp(), carId)).data;
  if (!auction) return null;
  return <li>{`${auction.carDetails.makeModel}: ${auction.highestBid?.amount ?? 'no bids'}`}</li>;
}
