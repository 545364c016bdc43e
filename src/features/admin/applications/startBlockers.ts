import type { Car } from '../../../api/cars';
import { knownMakeModel, modelYearOf } from '../../../rules/carFacts';

/** What a car still lacks before its auction can start, each with the fix that supplies it. */
export type StartBlocker = 'photo' | 'makeModel' | 'year';

type CarForStart = Pick<Car, 'imagePaths' | 'make' | 'model' | 'firstTimeRegisteredInNorway'>;

/** The auction's copy of the car (contract §7.2): production refuses each blank (NewAuctionRequest). */
export interface AuctionSnapshot {
  thumbnailImageUrl: string;
  makeModel: string;
  modelYear: string;
}

/**
 * The start's snapshot of a car, or what it lacks. `POST /auctions/start` has `@NotBlank` on the
 * thumbnail, make and model and model year (contract §14.2): a car without a photo, or whose make
 * or first registration is unknown (a failed lookup's placeholders), cannot start.
 */
export function auctionSnapshot(car: CarForStart): { snapshot: AuctionSnapshot } | { lacks: StartBlocker[] } {
  const thumbnailImageUrl = car.imagePaths.find((path) => path.trim() !== '');
  const makeModel = knownMakeModel(car.make, car.model);
  const modelYear = modelYearOf(car.firstTimeRegisteredInNorway);
  if (thumbnailImageUrl !== undefined && makeModel !== null && modelYear !== null)
    return { snapshot: { thumbnailImageUrl, makeModel, modelYear } };
  const lacks: StartBlocker[] = [];
  if (thumbnailImageUrl === undefined) lacks.push('photo');
  if (makeModel === null) lacks.push('makeModel');
  if (modelYear === null) lacks.push('year');
  return { lacks };
}
