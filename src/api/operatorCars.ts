import { queryOptions } from '@tanstack/react-query';
import { carKeys, fetchCars, type Car, type CarStatus } from './cars';
import { requestEmpty, uploadOptions, type HttpClient } from './http';
import type { UploadWatch } from '../lib/uploadProgress';
import { mapLimited } from '../lib/mapLimited';

/**
 * How many cars one page request asks for, and how many go out at a time. The backend caps no
 * page size (CarController.getAllByOwnerAndStatus, PageRequest.of(page, size)): 500 a page reads
 * a queue of 1,000 in three requests, and a pending lookup fails the walk at any size (§14.3).
 */
const CAR_LIST_PAGE_SIZE = 500;
const PARALLEL_REQUESTS = 3;
/** A runaway page count must not become hundreds of requests. */
const MAX_PAGES = 40;

/**
 * The upload time of a car's first photo: stored names are `{epochMillis}_{name}` (contract §6.6).
 * Null when the car has none to read.
 */
export function submittedAt(car: Pick<Car, 'imagePaths'>): number | null {
  const first = car.imagePaths[0];
  if (first === undefined) return null;
  const name = decodeURIComponent(first.slice(first.lastIndexOf('/') + 1));
  const match = /^(\d{10,})_/.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * Newest first. A car stores no time of its own (CarJpaEntity: a random UUID, no date), and the
 * backend reads `SELECT * FROM car WHERE status = ?` without an ORDER BY (CarJpaRepository
 * .findAllByStatus), i.e. in the table's order: a new row is written at its end, so a car came in
 * after every car before it (contract §14.3). A photo's name says when it was uploaded. So each car
 * is as new as the newest photo among itself and the cars before it, and of cars equally new, the
 * later in the table is the newer: a new submission without photos comes first, not on the last
 * page. (A car whose row the database rewrote elsewhere, after an edit, counts from its new place.)
 */
export function newestFirst(cars: readonly Car[]): Car[] {
  let newestSoFar = Number.NEGATIVE_INFINITY;
  const dated = cars.map((car, index) => {
    newestSoFar = Math.max(newestSoFar, submittedAt(car) ?? Number.NEGATIVE_INFINITY);
    return { car, index, time: newestSoFar };
  });
  return dated.sort((a, b) => b.time - a.time || b.index - a.index).map(({ car }) => car);
}

/** Every car of a status (`GET /cars?status=`, page by page), each once, in the backend's order. */
export async function fetchCarsOfStatus(http: HttpClient, status: CarStatus): Promise<Car[]> {
  const first = await fetchCars(http, { status, page: 0, size: CAR_LIST_PAGE_SIZE });
  const count = Math.max(0, Math.min(first.totalPages, MAX_PAGES) - 1);
  const rest = await mapLimited(
    Array.from({ length: count }, (_, i) => i + 1),
    PARALLEL_REQUESTS,
    (page) => fetchCars(http, { status, page, size: CAR_LIST_PAGE_SIZE }),
  );
  const byId = new Map<string, Car>();
  for (const { items } of [first, ...rest])
    for (const car of items) if (!byId.has(car.id)) byId.set(car.id, car);
  return [...byId.values()];
}

/**
 * Every car in review, newest first. While one car's road-authority lookup is pending, any page
 * holding it fails with 403 (§14.3).
 */
export const fetchApplications = async (http: HttpClient): Promise<Car[]> =>
  newestFirst(await fetchCarsOfStatus(http, 'Vurdering'));

export const applicationsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [...carKeys.all, 'operator', 'applications'],
    queryFn: () => fetchApplications(http),
  });

/** Every car of a status, for the console (the deals' registration numbers: their cars are `Solgt`). */
export const carsOfStatusQuery = (http: HttpClient, status: CarStatus) =>
  queryOptions({
    queryKey: [...carKeys.all, 'operator', 'status', status],
    queryFn: () => fetchCarsOfStatus(http, status),
  });

/** Sets a car's status (display value; an operator's call, contract §9). */
export const setCarStatus = (http: HttpClient, carId: string, status: CarStatus) =>
  requestEmpty(http, {
    method: 'PUT',
    url: `/api/v1/cars/${encodeURIComponent(carId)}`,
    params: { status },
  });

/** Appends photos to a car (`add-images`, contract §9), whatever its status: 200 empty. */
export function addCarImages(http: HttpClient, carId: string, images: readonly File[], watch?: UploadWatch) {
  const form = new FormData();
  images.forEach((image) => form.append('images', image, image.name));
  return requestEmpty(http, {
    method: 'POST',
    url: '/api/v1/cars/add-images',
    params: { carId },
    data: form,
    ...uploadOptions(watch),
  });
}
