import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CAR_STATUSES } from '../fieldValues';
import type { UploadWatch } from '../lib/uploadProgress';
import { ApiError, UnansweredError } from './ApiError';
import { jsonPart, requestEmpty, requestJson, uploadOptions, type HttpClient } from './http';
import { pagedSchema } from './paged';

export type CarStatus = (typeof CAR_STATUSES)[number];

export const carSchema = z.object({
  id: z.string(),
  ownerId: z.nullish(z.string()),
  registrationNumber: z.string(),
  kilometers: z.number(),
  make: z.string(),
  model: z.string(),
  firstTimeRegisteredInNorway: z.nullish(z.string()),
  engineType: z.nullish(z.string()),
  engineVolume: z.nullish(z.number()),
  bodywork: z.nullish(z.string()),
  numberOfSeats: z.nullish(z.number()),
  numberOfDoors: z.nullish(z.number()),
  color: z.nullish(z.string()),
  gearboxType: z.nullish(z.string()),
  operatingMode: z.nullish(z.string()),
  weight: z.nullish(z.number()),
  nextEUControl: z.nullish(z.string()),
  additionalInformation: z.nullish(z.string()),
  expectedPrice: z.nullish(z.number()),
  imagePaths: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((paths) => paths ?? []),
  ),
  // Anything outside the display values is 'Annet' on the server too (contract §6.1).
  status: z.catch(z.enum(CAR_STATUSES), 'Annet'),
});
export type Car = z.output<typeof carSchema>;

/** The full car payload of add-complete-user and update (contract §10.3). */
export interface CarData {
  ownerId: string;
  registrationNumber: string;
  kilometers: number;
  make: string;
  model: string;
  firstTimeRegisteredInNorway: string | null;
  engineType: string;
  engineVolume: number;
  bodywork: string;
  numberOfSeats: number;
  numberOfDoors: number;
  color: string;
  gearboxType: string;
  operatingMode: string;
  weight: number;
  nextEUControl: string | null;
  expectedPrice: number;
  additionalInformation: string | null;
}

/** Update: `imagePaths` lists the stored images to keep; send [] when none (null fails on the server). */
export interface CarUpdate extends CarData {
  id: string;
  imagePaths: string[];
}

export interface QuickCarData {
  ownerId: string;
  registrationNumber: string;
  kilometers: number;
  expectedPrice: number;
}

export interface CarsQuery {
  status?: CarStatus;
  ownerId?: string;
  page: number;
  size: number;
}

function carForm(carData: unknown, images: readonly File[]): FormData {
  const form = new FormData();
  form.append('carData', jsonPart(carData));
  images.forEach((image) => form.append('images', image, image.name));
  return form;
}

// The two public car calls never carry the token: a stale one would turn them into 403 (contract §1.3).
export const carExists = (http: HttpClient, registrationNumber: string) =>
  requestJson(
    http,
    { url: '/api/v1/cars/exists', params: { regNumber: registrationNumber }, anonymous: true },
    z.boolean(),
    'car existence answer',
  );

/** A one-time seller has one car, a few if the number was changed between tries. */
const OWNER_CARS_CHECKED = 20;

/**
 * Whether the one-time seller `ownerId` has the car with this registration number: how a quick
 * submission whose answer was lost learns that it arrived (contract §14.7). `GET /cars?ownerId=` is
 * public (`CarController.getAllByOwnerAndStatus`, §6.2). While a quick submission's lookup is pending
 * the whole answer is 403 (`CarResponseMapper` throws on the null gearbox, §6.4); a one-time seller
 * has no car but the one sent for it, so that 403 counts as arrived.
 */
export async function ownerHasCar(http: HttpClient, ownerId: string, registrationNumber: string) {
  try {
    const page = await requestJson(
      http,
      { url: '/api/v1/cars', params: { ownerId, size: OWNER_CARS_CHECKED }, anonymous: true },
      pagedSchema(z.object({ registrationNumber: z.string() })),
      'car list',
    );
    return page.items.some((car) => car.registrationNumber === registrationNumber);
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof UnansweredError) && error.statusCode === 403)
      return true;
    throw error;
  }
}

export const addSimplifiedCar = (
  http: HttpClient,
  carData: QuickCarData,
  images: readonly File[],
  watch?: UploadWatch,
) =>
  requestEmpty(http, {
    method: 'POST',
    url: '/api/v1/cars/add-simplified',
    data: carForm(carData, images),
    anonymous: true,
    ...uploadOptions(watch),
  });

export const addCar = (http: HttpClient, carData: CarData, images: readonly File[], watch?: UploadWatch) =>
  requestJson(
    http,
    {
      method: 'POST',
      url: '/api/v1/cars/add-complete-user',
      data: carForm(carData, images),
      ...uploadOptions(watch),
    },
    carSchema,
    'car',
  );

export const updateCar = (
  http: HttpClient,
  carData: CarUpdate,
  images: readonly File[],
  watch?: UploadWatch,
) =>
  requestEmpty(http, {
    method: 'PUT',
    url: '/api/v1/cars',
    data: carForm(carData, images),
    ...uploadOptions(watch),
  });

/**
 * Appends photos to a car (`add-images`, contract §9), whatever its status: 200 empty. The
 * operator's Add photos, and the owner's edit before its PUT (contract §14.13).
 */
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

export const fetchCar = (http: HttpClient, id: string) =>
  requestJson(http, { url: `/api/v1/cars/${encodeURIComponent(id)}` }, carSchema, 'car');

/**
 * The photos an update keeps: every photo the car has on the server now, read again just before
 * the PUT, except those this user removed. `CarApplicationService.updateCar` →
 * `compareAndDeleteImages` deletes from storage every stored photo the body leaves out (contract
 * §14.2), so a list read earlier would delete a photo added since (another tab, an operator's
 * add-images, the seller's). Also answers the car as it is now.
 */
export async function readBeforeUpdate(http: HttpClient, id: string, removed: readonly string[] = []) {
  const current = await fetchCar(http, id);
  return { current, imagePaths: current.imagePaths.filter((path) => !removed.includes(path)) };
}

export const deleteCar = (http: HttpClient, id: string) =>
  requestEmpty(http, { method: 'DELETE', url: `/api/v1/cars/${encodeURIComponent(id)}` });

/** Leave `status` out for all statuses: an empty `status=` means 'Annet' on the server (contract §6.2). */
export const fetchCars = (http: HttpClient, { status, ownerId, page, size }: CarsQuery) =>
  requestJson(
    http,
    { url: '/api/v1/cars', params: { status, ownerId, page, size } },
    pagedSchema(carSchema),
    'car list',
  );

/** Every key of the car queries; `carKeys.all` reaches them all (after a car is added, changed or deleted). */
export const carKeys = {
  all: ['cars'] as const,
  one: (id: string) => [...carKeys.all, id] as const,
  list: (query: CarsQuery) => [...carKeys.all, 'list', query] as const,
};

export const carQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: carKeys.one(id), queryFn: () => fetchCar(http, id) });

export const carsQuery = (http: HttpClient, query: CarsQuery) =>
  queryOptions({ queryKey: carKeys.list(query), queryFn: () => fetchCars(http, query) });
