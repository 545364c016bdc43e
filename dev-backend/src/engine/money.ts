import { FailedSave } from '../http/errors.js';

/** `%.2f` as production formats amounts in messages (the server locale is taken as one with a dot). */
export function formatAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** BigDecimal columns have scale 2, so amounts are rounded to whole øre. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Production's money columns are DECIMAL(10, 2) (`V13__create_auction_table.sql`,
 * `V16__add_auto_bids.sql`): 99 999 999.99 at most. A larger amount fails when the auction is saved,
 * after every rule of the domain has passed (contract §14.11).
 */
const MAX_CENTS = 9_999_999_999;

export function assertStorable(...cents: number[]): void {
  if (cents.some((amount) => amount > MAX_CENTS)) throw new FailedSave();
}
