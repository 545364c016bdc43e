import { queryOptions } from '@tanstack/react-query';
import { STATUSES_OF_FILTER, type AuctionSummary } from './auctions';
import { fetchAllAuctionsOfCars } from './auctionsOfCars';
import { carKeys, fetchCars, type Car } from './cars';
import type { HttpClient } from './http';

/** More cars than any seller has: one page holds them all. */
const ALL_CARS = 200;

export interface SellerStake {
  /** Every car of the seller: production deletes them all with the account. */
  cars: Car[];
  /** The open auctions (running or paused) of those cars, which production would leave without their car. */
  openAuctions: AuctionSummary[];
}

/**
 * What a seller's deletion would take along (contract §14.2): `GET /cars?ownerId=`, then the open
 * auctions of those cars (`GET /auctions?ids=`, Aktivt and Deaktivert; never with an empty id list,
 * contract §12 #22).
 */
async function fetchSellerStake(http: HttpClient, ownerId: string): Promise<SellerStake> {
  const { items: cars } = await fetchCars(http, { ownerId, page: 0, size: ALL_CARS });
  const [first, ...rest] = cars.map((car) => car.id);
  const openAuctions =
    first === undefined
      ? []
      : await fetchAllAuctionsOfCars(http, STATUSES_OF_FILTER.Aktivt, [first, ...rest]);
  return { cars, openAuctions };
}

/** Read afresh for every confirmation, and again just before the deletion is sent. */
export const sellerStakeQuery = (http: HttpClient, ownerId: string) =>
  queryOptions({
    queryKey: [...carKeys.all, 'seller-stake', ownerId],
    queryFn: () => fetchSellerStake(http, ownerId),
    staleTime: 0,
  });
