import type { Car } from '../../../api/cars';
import type { ListedUser } from '../../../api/operatorUsers';
import { searchable } from '../shared/searchRows';
import type { Deal } from './DealCard';

/**
 * A deal is found by its car (make and model, registration number: the car's own, as auctions
 * carry none) and by its parties' names and phones, once those have loaded.
 */
export function searchableDeals(
  deals: readonly Deal[],
  cars: readonly Car[] | undefined,
  users: readonly ListedUser[] | undefined,
) {
  const carsById = new Map((cars ?? []).map((car) => [car.id, car]));
  const usersById = new Map((users ?? []).map((user) => [user.id, user]));
  return deals.map((deal) => {
    const car = carsById.get(deal.auction.carDetails.carId);
    const seller = usersById.get(car?.ownerId ?? '');
    const buyer = deal.outcome.kind === 'sold' ? usersById.get(deal.outcome.winnerId) : undefined;
    const company = usersById.get(buyer?.buyerCompanyId ?? '');
    return searchable(
      deal,
      [
        deal.auction.carDetails.makeModel,
        car?.registrationNumber,
        seller?.name,
        buyer?.name,
        company?.organisationName,
        company?.organisationNumber,
      ],
      { phones: [seller?.phoneNumber, buyer?.phoneNumber] },
    );
  });
}
