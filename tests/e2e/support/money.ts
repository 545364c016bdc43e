/** The pattern of an amount as the app shows it (spec §9: `150 000,-`), whatever space groups the digits. */
export function moneyPattern(amount: number): string {
  const grouped = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]?');
  return `${grouped},-`;
}

/** Matches an amount as the app shows it, anywhere in a text. */
export const moneyText = (amount: number): RegExp => new RegExp(`(^|[^\\d])${moneyPattern(amount)}`);

/** The digits of a shown amount as a number (`150 000,-` → 150000); NaN if there are none. */
export const amountOf = (text: string): number =>
  Number.parseInt(text.split(',')[0]?.replace(/\D/g, '') ?? '', 10);
