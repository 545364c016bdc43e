import { queryOptions } from '@tanstack/react-query';
import { carKeys, fetchCars, type Car, type CarStatus } from './cars';
import { requestEmpty, uploadOptions } from './http';
import type { UploadWatch } from '../lib/uploadProgress';
import { mapLimited } from '../lib/mapLimited';

/** How many applications one page request asks for, and how many go out at a time. */
const APPLICATION_PAGE_SIZE = 100;
const PARALLEL_REQUESTS = 3;
/** A runaway page count must not become thousands of requests. */
const MAX_PAGES = 100;

/**
 * The upload time of a car's first photo: stored names are `{epochMillis}_{name}` (contract §6.6),
 * the only trace of when an application came in. Null when the car has none to read.
 */
export function submittedAt(car: Pick<Car, 'imagePaths'>): number | null {
  const first = car.imagePaths[0];
  if (first === undefined) return null;
  const name = decodeURIComponent(first.slice(first.lastIndexOf('/') + 1));
  const match = /^(\d{10,})_/.exec(name);
  return match ? Number(match[1]) : null;
}

/** Newest first where the photos say when; cars without a readable time keep the server's order, last. */
function newestFirst(cars: Car[]): Car[] {
  return cars
    .map((car, index) => ({ car, index, time: submittedAt(car) }))
    .sort((a, b) => {
      if (a.time !== null && b.time !== null && a.time !== b.time) return b.time - a.time;
      if (a.time === null && b.time !== null) return 1;
      if (a.time !== null && b.time === null) return -1;
      return a.index - b.index;
    })
    .map(({ car }) => car);
}

/**
 * Every car in review (`GET /cars?status=Vurdering`, page by page). The backend pages without an
 * order (contract §0), so the whole queue is read and sorted here; a car met twice is kept once.
 * While one car's road-authority lookup is pending, any page holding it fails with 403 (§14.3).
 */
export async function fetchApplications(): Promise<Car[]> {
  const status: CarStatus = 'Vurdering';
  const first = await fetchCars({ status, page: 0, size: APPLICATION_PAGE_SIZE });
  const count = Math.max(0, Math.min(first.totalPages, MAX_PAGES) - 1);
  const rest = await mapLimited(
    Array.from({ length: count }, (_, i) => i + 1),
    PARALLEL_REQUESTS,
    (page) => fetchCars({ status, page, size: APPLICATION_PAGE_SIZE }),
  );
  const byId = new Map<string, Car>();
  for (const { items } of [first, ...rest]) for (const car of items) byId.set(car.id, car);
  return newestFirst([...byId.values()]);
}

export const applicationsQuery = () =>
  queryOptions({ queryKey: [...carKeys.all, 'operator', 'applications'], queryFn: fetchApplications });

/** Sets a car's status (display value; an operator's call, contract §9). */
export const setCarStatus = (carId: string, status: CarStatus) =>
  requestEmpty({
    method: 'PUT',
    url: `/api/v1/cars/${encodeURIComponent(carId)}`,
    params: { status },
  });

/** Appends photos to a car (`add-images`, contract §9), whatever its status: 200 empty. */
export function addCarImages(carId: string, images: readonly File[], watch?: UploadWatch) {
  const form = new FormData();
  images.forEach((image) => form.append('images', image, image.name));
  return requestEmpty({
    method: 'POST',
    url: '/api/v1/cars/add-images',
    params: { carId },
    data: form,
    ...uploadOptions(watch),
  });
}
