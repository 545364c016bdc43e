/** What the edit-car page tells the car page it goes to: the car whose changes were saved (router state). */
export const savedCarState = (carId: string): { savedCar: string } => ({ savedCar: carId });

/** The saved car's id in a location's state; history state can hold anything, so it is checked. */
export function readSavedCar(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('savedCar' in state)) return null;
  const id: unknown = state.savedCar;
  return typeof id === 'string' && id !== '' ? id : null;
}
