/**
 * What the backend stores for a car whose road-authority lookup failed (contract §14.3): the date
 * 1111-11-11, the text 'N/A' and the number 0. These are placeholders, never facts: a screen shows
 * them as unknown ("data missing"), never as a year 1111 or a weight of 0 kg.
 */
const LOOKUP_DEFAULT_DATE = '1111-11-11';
const LOOKUP_DEFAULT_TEXT = 'N/A';
const LOOKUP_DEFAULT_NUMBER = 0;
/** The placeholders by kind, for a write that must send something where a fact is still unknown. */
export const LOOKUP_PLACEHOLDER = {
  date: LOOKUP_DEFAULT_DATE,
  text: LOOKUP_DEFAULT_TEXT,
  number: LOOKUP_DEFAULT_NUMBER,
} as const;
const ELECTRIC_FUEL = 'elektrisk';

/** Whether a value is the failed lookup's placeholder. */
export function isLookupDefault(value: string | number | null | undefined): boolean {
  return value === LOOKUP_DEFAULT_DATE || value === LOOKUP_DEFAULT_TEXT || value === LOOKUP_DEFAULT_NUMBER;
}

/** The value, or null where it is missing or only the lookup's placeholder. */
export function knownFact<Value extends string | number>(value: Value | null | undefined): Value | null {
  return value === null || value === undefined || isLookupDefault(value) ? null : value;
}

/**
 * The facts the road authority fills in and shows as "Unknown" while they are placeholders
 * (contract §6.4, §14.3). Gearbox and drive fall back to 'Annet' (Other), a value a seller may
 * pick too, so they are never "missing".
 */
const LOOKUP_FACTS = [
  'make',
  'model',
  'firstTimeRegisteredInNorway',
  'nextEUControl',
  'engineType',
  'engineVolume',
  'bodywork',
  'numberOfSeats',
  'numberOfDoors',
  'color',
  'weight',
] as const;
export type LookupFact = (typeof LOOKUP_FACTS)[number];

/** Whether the fuel is electricity (the road authority's 'Elektrisk'): such a car has no engine volume. */
export function isElectric(engineType: string | null | undefined): boolean {
  return engineType?.trim().toLowerCase() === ELECTRIC_FUEL;
}

/**
 * The looked-up facts of a car that are placeholders, i.e. that a bidder would see as "Unknown":
 * empty when none is. An electric car's engine volume of 0 is a fact, not a placeholder.
 */
export function missingLookupFacts(
  car: Partial<Record<LookupFact, string | number | null | undefined>>,
): LookupFact[] {
  return LOOKUP_FACTS.filter(
    (fact) =>
      isLookupDefault(car[fact]) &&
      !(fact === 'engineVolume' && isElectric(car.engineType as string | null | undefined)),
  );
}

/**
 * Whether the car's next EU control (periodic roadworthiness test) is due before `today`
 * (YYYY-MM-DD, Norway's day: `todayInNorway()`). Unknown or placeholder dates are never overdue.
 */
export function isEuControlOverdue(nextEUControl: string | null | undefined, today: string): boolean {
  const date = knownFact(nextEUControl);
  return date !== null && /^\d{4}-\d{2}-\d{2}/.test(date) && date.slice(0, 10) < today;
}

/** The model year (first registration in Norway), or null when unknown. */
export function modelYearOf(firstTimeRegisteredInNorway: string | null | undefined): string | null {
  const date = knownFact(firstTimeRegisteredInNorway);
  const year = date === null ? null : /^(\d{4})-/.exec(date)?.[1];
  return year ?? null;
}

/** "Make Model" from whichever of the two is known; null when neither is. */
export function knownMakeModel(
  make: string | null | undefined,
  model: string | null | undefined,
): string | null {
  const name = [knownFact(make), knownFact(model)].filter((part) => part !== null).join(' ');
  return name === '' ? null : name;
}

/**
 * An auction's "Make Model" (its `carDetails`, copied from the car when the auction started) without
 * the lookup's placeholders: "N/A N/A" is no name, "Volvo N/A" is "Volvo"; null when none is left.
 */
export function knownAuctionName(makeModel: string | null | undefined): string | null {
  const parts = (makeModel ?? '').split(/\s+/).filter((part) => part !== '' && !isLookupDefault(part));
  return parts.length === 0 ? null : parts.join(' ');
}

/** An auction's `modelYear`, or null when missing or the year of the placeholder date (1111). */
export function knownModelYear(modelYear: string | null | undefined): string | null {
  const year = knownFact(modelYear?.trim());
  return year === null || year === '' || year === LOOKUP_DEFAULT_DATE.slice(0, 4) ? null : year;
}
