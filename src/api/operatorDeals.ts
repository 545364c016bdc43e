import * as z from 'zod/mini';
import { requestEmpty, requestJson } from './http';

/** The operator's auction calls the deals screen needs beyond `api/auctions.ts` (contract §9, §14.2). */

/** Shape A with the fields a restart must send back (`expectedPrice` is not in the shared schema). */
const auctionTermsSchema = z.object({
  id: z.string(),
  startingPrice: z.number(),
  minimalStep: z.number(),
  expectedPrice: z.pipe(
    z.nullish(z.number()),
    z.transform((price) => price ?? 0),
  ),
});

export const fetchAuctionTerms = (auctionId: string) =>
  requestJson({ url: `/api/v1/auctions/${encodeURIComponent(auctionId)}` }, auctionTermsSchema, 'auction');

export interface AuctionRestart {
  id: string;
  startingPrice: number;
  /** Never 0: two auto-bids then loop forever on the server (contract §14.2). */
  minimalStep: number;
  expectedPrice: number;
  /** A future instant, ISO UTC. */
  endDateTime: string;
}

/**
 * 200 empty. Only for an auction that is not ACTIVE, with a future end (else 403); the old bids
 * stay, the car becomes `Auksjon` shortly after, and nothing is broadcast (contract §14.2).
 */
export const restartAuction = (restart: AuctionRestart) =>
  requestEmpty({ method: 'PUT', url: '/api/v1/auctions/update-restart', data: restart });
