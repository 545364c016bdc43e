import { queryOptions } from '@tanstack/react-query';
import { carKeys, fetchCar, fetchCars, type Car, type CarStatus } from './cars';
import { ApiError } from './ApiError';
import { requestEmpty, type HttpClient } from './http';
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
 * Newest first by the first photo's upload time, the one time the data hold: a car stores none of
 * its own (CarJpaEntity: a random UUID, no date), and `CarJpaRepository.findAllByStatus` has no
 * ORDER BY, so the table's order says nothing (contract §14.3). Cars without a photo have no time
 * and come last, in the backend's order. The console marks what is new to the operator apart
 * (features/admin/applications/useNewApplications.ts).
 */
export function newestFirst(cars: readonly Car[]): Car[] {
  const time = (car: Car) => submittedAt(car) ?? -1;
  return [...cars].sort((a, b) => time(b) - time(a));
}

/**
 * Page sizes to narrow a failing page down to its row, each dividing the one before: a page of
 * 500 is read again as five of 100, a failing one of those as five of 20, and so on down to one
 * row (about 20 requests for one unreadable car in a queue of 1,000).
 */
const NARROWING_SIZES = [CAR_LIST_PAGE_SIZE, 100, 20, 4, 1] as const;

/** The cars of a status that could be read, and the table positions (0-based) of those that could not. */
export interface CarsOfStatus {
  cars: Car[];
  unreadable: number[];
}

interface Window {
  items: Car[];
  unreadable: number[];
  /** How many rows the status holds at least, as far as this window's answers tell. */
  rows: number;
}

const isUnreadable = (error: unknown) => error instanceof ApiError && error.statusCode === 403;

/**
 * One page of `size` NARROWING_SIZES[level], or, when the backend fails it with 403 (a car whose
 * road-authority lookup never finished makes `CarResponseMapper.toCarResponse` throw for every
 * page holding it, contract §14.3), its rows read again in smaller pages down to the one that fails.
 */
async function readWindow(http: HttpClient, status: CarStatus, level: number, page: number): Promise<Window> {
  const size = NARROWING_SIZES[level] ?? 1;
  try {
    const { items, totalPages } = await fetchCars(http, { status, page, size });
    return { items, unreadable: [], rows: totalPages * size };
  } catch (error) {
    if (!isUnreadable(error)) throw error;
    const smaller = NARROWING_SIZES[level + 1];
    if (smaller === undefined) return { items: [], unreadable: [page], rows: page + 1 };
    const parts = size / smaller;
    const windows = await mapLimited(
      Array.from({ length: parts }, (_, i) => page * parts + i),
      PARALLEL_REQUESTS,
      (part) => readWindow(http, status, level + 1, part),
    );
    return {
      items: windows.flatMap((window) => window.items),
      unreadable: windows.flatMap((window) => window.unreadable),
      rows: Math.max(...windows.map((window) => window.rows)),
    };
  }
}

const pageRange = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * Every car of a status (`GET /cars?status=`, page by page), each once, in the backend's order,
 * and where a car cannot be read, its position instead: one stuck car hides no other. The first
 * PARALLEL_REQUESTS pages go out together, before the count is known: a status of up to 1,500 cars
 * is one round trip instead of two (the console's queue, issue 45), at the price of an empty page or
 * two for a short one.
 */
export async function fetchCarsOfStatus(http: HttpClient, status: CarStatus): Promise<CarsOfStatus> {
  const read = (page: number) => readWindow(http, status, 0, page);
  const first = await mapLimited(pageRange(0, PARALLEL_REQUESTS), PARALLEL_REQUESTS, read);
  const rows = Math.max(...first.map((window) => window.rows));
  const pages = Math.min(Math.ceil(rows / CAR_LIST_PAGE_SIZE), MAX_PAGES);
  const windows = [
    ...first,
    ...(await mapLimited(pageRange(PARALLEL_REQUESTS, pages), PARALLEL_REQUESTS, read)),
  ];
  const byId = new Map<string, Car>();
  for (const { items } of windows) for (const car of items) if (!byId.has(car.id)) byId.set(car.id, car);
  return { cars: [...byId.values()], unreadable: windows.flatMap((window) => window.unreadable) };
}

/**
 * Every car in review, newest first, and the positions of those the backend cannot read (a
 * pending or stuck road-authority lookup, §14.3).
 */
export const fetchApplications = async (http: HttpClient): Promise<CarsOfStatus> => {
  const { cars, unreadable } = await fetchCarsOfStatus(http, 'Vurdering');
  return { cars: newestFirst(cars), unreadable };
};

export const applicationsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [...carKeys.all, 'operator', 'applications'],
    queryFn: () => fetchApplications(http),
  });

/** How many candidates one step reads one by one to find the ids of the unreadable cars. */
export const PROBES_PER_STEP = 60;

/**
 * Which of these car ids the backend cannot read (`GET /cars/{id}` answers 403, the same
 * mapper as the lists, contract §14.3), in the order given, stopping once `wanted` are found. The
 * candidates come from the one-time sellers' `carId` (set by `NewCarSavedEvent`), the only place
 * that names a car nobody can read; the console reads them PROBES_PER_STEP at a time.
 */
export async function findUnreadableCars(
  http: HttpClient,
  carIds: readonly string[],
  wanted: number,
): Promise<string[]> {
  const found: string[] = [];
  const left = [...carIds];
  while (found.length < wanted && left.length > 0) {
    const batch = left.splice(0, PARALLEL_REQUESTS);
    const answers = await Promise.all(
      batch.map((id) =>
        fetchCar(http, id).then(
          () => false,
          (error: unknown) => {
            if (isUnreadable(error)) return true;
            if (error instanceof ApiError && error.statusCode === 404) return false;
            throw error;
          },
        ),
      ),
    );
    batch.forEach((id, index) => {
      if (answers[index]) found.push(id);
    });
  }
  return found;
}

export const unreadableCarsQuery = (http: HttpClient, carIds: readonly string[], wanted: number) =>
  queryOptions({
    queryKey: [...carKeys.all, 'operator', 'unreadable', wanted, ...carIds],
    queryFn: () => findUnreadableCars(http, carIds, wanted),
  });

/** Every car of a status, for the console (the deals' registration numbers: their cars are `Solgt`). */
export const carsOfStatusQuery = (http: HttpClient, status: CarStatus) =>
  queryOptions({
    queryKey: [...carKeys.all, 'operator', 'status', status],
    queryFn: async () => (await fetchCarsOfStatus(http, status)).cars,
  });

/** Sets a car's status (display value; an operator's call, contract §9). */
export const setCarStatus = (http: HttpClient, carId: string, status: CarStatus) =>
  requestEmpty(http, {
    method: 'PUT',
    url: `/api/v1/cars/${encodeURIComponent(carId)}`,
    params: { status },
  });
