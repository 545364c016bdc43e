/** The illustrations in public/illustrations, with the carousel text key that describes each. */
export const CAR_ILLUSTRATIONS = [
  { file: 'car-sedan.svg', name: 'sedan' },
  { file: 'car-suv.svg', name: 'suv' },
  { file: 'car-hatchback.svg', name: 'hatchback' },
  { file: 'car-estate.svg', name: 'estate' },
  { file: 'car-pickup.svg', name: 'pickup' },
] as const;

export type CarIllustration = (typeof CAR_ILLUSTRATIONS)[number];

export const illustrationUrl = (illustration: CarIllustration): string =>
  `${import.meta.env.BASE_URL}illustrations/${illustration.file}`;

export interface SampleAuction {
  id: string;
  makeModel: string;
  year: number;
  highestBid: number;
  endDateTime: string;
  illustration: CarIllustration;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Spec §1: static sample data; end times are relative to when the page loaded, so the countdowns run. */
export function sampleAuctions(loadedAt: number): SampleAuction[] {
  const at = (offset: number) => new Date(loadedAt + offset).toISOString();
  return [
    {
      id: 'volvo',
      makeModel: 'Volvo XC60',
      year: 2019,
      highestBid: 245000,
      endDateTime: at(3 * HOUR),
      illustration: CAR_ILLUSTRATIONS[1],
    },
    {
      id: 'tesla',
      makeModel: 'Tesla Model 3',
      year: 2021,
      highestBid: 289500,
      endDateTime: at(26 * HOUR),
      illustration: CAR_ILLUSTRATIONS[0],
    },
    {
      id: 'golf',
      makeModel: 'Volkswagen Golf',
      year: 2017,
      highestBid: 112000,
      endDateTime: at(50 * MINUTE),
      illustration: CAR_ILLUSTRATIONS[2],
    },
  ];
}
