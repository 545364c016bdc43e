import sedan from './illustrations/car-sedan.svg?inline';
import suv from './illustrations/car-suv.svg?no-inline';
import hatchback from './illustrations/car-hatchback.svg?no-inline';
import estate from './illustrations/car-estate.svg?no-inline';
import pickup from './illustrations/car-pickup.svg?no-inline';

/**
 * The landing's car illustrations, with the carousel text key that describes each. The first
 * slide, the page's largest paint, is inline (a data URL, in the HTML and the JS): the page paints
 * with its picture instead of waiting a round trip for it. The others are files (a few hundred
 * bytes of the landing's JS instead of their data), fetched after the page, before the carousel
 * turns to them (bench/README.md §10).
 */
export const CAR_ILLUSTRATIONS = [
  { src: sedan, name: 'sedan' },
  { src: suv, name: 'suv' },
  { src: hatchback, name: 'hatchback' },
  { src: estate, name: 'estate' },
  { src: pickup, name: 'pickup' },
] as const;

export type CarIllustration = (typeof CAR_ILLUSTRATIONS)[number];

export interface SampleAuction {
  id: string;
  makeModel: string;
  year: number;
  /**
   * Written out as spec §9 shows money, not formatted: these are the landing's only amounts, and
   * the first `Intl.NumberFormat` a page makes loads its number data, a long task on a slowed
   * phone (bench/README.md §10), in the middle of the landing's start. A unit test checks that
   * each reads exactly as `formatMoney` writes it.
   */
  highestBid: string;
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
      highestBid: '245\u00a0000,-',
      endDateTime: at(3 * HOUR),
      illustration: CAR_ILLUSTRATIONS[1],
    },
    {
      id: 'tesla',
      makeModel: 'Tesla Model 3',
      year: 2021,
      highestBid: '289\u00a0500,-',
      endDateTime: at(26 * HOUR),
      illustration: CAR_ILLUSTRATIONS[0],
    },
    {
      id: 'golf',
      makeModel: 'Volkswagen Golf',
      year: 2017,
      highestBid: '112\u00a0000,-',
      endDateTime: at(50 * MINUTE),
      illustration: CAR_ILLUSTRATIONS[2],
    },
  ];
}
