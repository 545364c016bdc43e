/** `%.2f` as production formats amounts in messages (the server locale is taken as one with a dot). */
export function formatAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** BigDecimal columns have scale 2, so amounts are rounded to whole øre. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
