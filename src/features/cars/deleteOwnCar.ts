import { ApiError } from '../../api/ApiError';
import { fetchAuctionByCar } from '../../api/auctions';
import { deleteCar, fetchCar } from '../../api/cars';
import type { HttpClient } from '../../api/http';
import { isCarLocked } from './carFormSchema';

/** Whether the car has an auction: by-car answers 404 when it has none (contract §7.3). */
async function hasAuction(http: HttpClient, carId: string): Promise<boolean> {
  try {
    await fetchAuctionByCar(http, carId);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return false;
    throw error;
  }
}

/**
 * Spec §4: a car on auction or sold is never deleted, even from a page opened before its auction
 * started. Production's `CarApplicationService.deleteById` checks neither status nor owner and
 * leaves the auction without its car (contract §6.4, §14.2), so the car and its auction are read
 * again just before the DELETE: an auction of any status (its car may not say `Auksjon` yet, the
 * backend sets it afterwards) keeps the car.
 */
export async function deleteOwnCar(http: HttpClient, carId: string): Promise<'deleted' | 'locked'> {
  const car = await fetchCar(http, carId);
  if (isCarLocked(car) || (await hasAuction(http, carId))) return 'locked';
  await deleteCar(http, carId);
  return 'deleted';
}
