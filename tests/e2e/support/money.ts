/** Matches an amount as the app shows it (spec §9: `150 000,-`), whatever space groups the digits. */
export function moneyText(amount: number): RegExp {
  const grouped = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]?');
  return new RegExp(`(^|[^\\d])${grouped},-`);
}

/** The digits of a shown amount as a number (`150 000,-` → 150000); NaN if there are none. */
export const amountOf = (text: string): number =>
  Number.parseInt(text.split(',')[0]?.replace(/\D/g, '') ?? '', 10);
