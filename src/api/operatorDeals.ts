import * as z from 'zod/mini';
import { requestJson } from './http';

/**
 * What the deals screen reads beyond `api/auctions.ts`: an auction's terms, which a restart sends back
 * (`restartAuction` in `api/operatorAuctions.ts`; contract §9, §14.2).
 */

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
