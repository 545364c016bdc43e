import type { Car } from '../../../api/cars';
import type { ListedUser } from '../../../api/operatorUsers';
import { searchable } from '../shared/searchRows';

/** A car is found by its registration number, make and model, and its seller's name and phone. */
export function searchableCars(cars: readonly Car[], users: readonly ListedUser[] | undefined) {
  const sellers = new Map((users ?? []).map((user) => [user.id, user]));
  return cars.map((car) => {
    const seller = sellers.get(car.ownerId ?? '');
    return searchable(car, [car.registrationNumber, car.make, car.model, seller?.name], {
      phones: [seller?.phoneNumber],
    });
  });
}
