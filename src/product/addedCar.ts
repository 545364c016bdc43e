import type { Car } from '../api/cars';

/** What the add-car page tells the profile it goes to: the car just added (router state). */
export interface AddedCar {
  id: string;
  make: string;
  model: string;
  registrationNumber: string;
}

export const addedCarState = ({ id, make, model, registrationNumber }: Car): { addedCar: AddedCar } => ({
  addedCar: { id, make, model, registrationNumber },
});

const isText = (value: unknown): value is string => typeof value === 'string';

/** The added car in a location's state; history state can hold anything, so it is checked. */
export function readAddedCar(state: unknown): AddedCar | null {
  if (typeof state !== 'object' || state === null || !('addedCar' in state)) return null;
  const car: unknown = state.addedCar;
  if (typeof car !== 'object' || car === null) return null;
  const { id, make, model, registrationNumber } = car as Record<string, unknown>;
  if (!isText(id) || id === '' || !isText(make) || !isText(model) || !isText(registrationNumber)) return null;
  return { id, make, model, registrationNumber };
}
