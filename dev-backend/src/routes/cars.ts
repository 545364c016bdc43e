import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { UploadedFile } from '../files.js';
import { ApiError, Forbidden } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import { isAdmin, paged, paging, pathId, queryValue, requireCaller, sendEmpty } from '../http/request.js';
import { isUuid, newId } from '../ids.js';
import type { Car, Role } from '../store/model.js';
import { carView } from '../store/views.js';
import { LOOKUP_FAILED, lookUp } from '../roadAuthority.js';
import { carStatusValue, checkFullCar, checkSimplifiedCar } from './carPayloads.js';

const CAR_READERS: readonly Role[] = [
  'SELLER',
  'BUYER_COMPANY',
  'BUYER_REPRESENTATIVE',
  'ADMIN',
  'SUPER_ADMIN',
];
const CAR_WRITERS: readonly Role[] = ['SELLER', 'ADMIN', 'SUPER_ADMIN'];

export function registerCarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  const regTaken = (registrationNumber: string, except?: Car): boolean =>
    [...store.cars.values()].some((c) => c.registrationNumber === registrationNumber && c !== except);

  const findCar = (id: string): Car => {
    const car = store.cars.get(id);
    if (!car) throw new ApiError(404, `Car with id ${id} was not found`);
    return car;
  };

  const saveImages = (files: UploadedFile[]): string[] => files.map((file) => ctx.files.save(file));

  app.get('/api/v1/cars', async (request) => {
    const { page, size } = paging(request);
    const status = queryValue(request, 'status');
    const ownerId = queryValue(request, 'ownerId');
    if (ownerId !== undefined && !isUuid(ownerId)) throw new Forbidden('ownerId');
    const wanted = status === undefined ? undefined : carStatusValue(status);
    const cars = [...store.cars.values()].filter(
      (c) =>
        (wanted === undefined || c.status === wanted) &&
        (ownerId === undefined || c.ownerId === ownerId.toLowerCase()),
    );
    return paged(cars, page, size, carView);
  });

  app.get('/api/v1/cars/exists', async (request) => {
    const regNumber = queryValue(request, 'regNumber');
    if (regNumber === undefined) throw new Forbidden('regNumber');
    return regTaken(regNumber);
  });

  app.get('/api/v1/cars/by-owner/:ownerId', async (request) => {
    const ownerId = pathId(request, 'ownerId');
    const me = requireCaller(request, CAR_READERS);
    if (!isAdmin(me) && me.id !== ownerId) throw new Forbidden('not owner');
    const { page, size } = paging(request);
    return paged(store.carsOf(ownerId), page, size, carView);
  });

  app.get('/api/v1/cars/:id', async (request) => {
    const id = pathId(request, 'id');
    requireCaller(request, CAR_READERS);
    return carView(findCar(id));
  });

  app.post('/api/v1/cars/add-simplified', async (request, reply) => {
    const parts = await readMultipart(request, ['carData']);
    const data = parts.json.get('carData');
    if (!data) throw new Forbidden('carData');
    const fields = checkSimplifiedCar(data);
    if (regTaken(fields.registrationNumber)) {
      throw new ApiError(
        409,
        `Car with the registration number '${fields.registrationNumber}' already exists`,
      );
    }
    const imagePaths = saveImages(parts.files.get('images') ?? []);
    // Until the road authority answers, the car has no gearbox or drive (any answer with it: 403).
    const car = createCar({
      ...fields,
      ...LOOKUP_FAILED,
      gearboxType: null,
      operatingMode: null,
      additionalInformation: null,
      imagePaths,
    });
    store.cars.set(car.id, car);
    // `addApiDataForCar` swallows every failure: a lookup lost (a restart while it runs) leaves the
    // car without gearbox and drive for good, and every read of it a 403 (contract §14.3).
    const { lookupMs } = ctx.timing;
    if (lookupMs !== null)
      ctx.deferred.later(lookupMs, () => {
        Object.assign(car, lookUp(car.registrationNumber) ?? LOOKUP_FAILED);
      });
    ctx.deferred.later(ctx.timing.sideEffectMs, () => {
      const owner = store.users.get(car.ownerId);
      if (owner?.role === 'ONE_TIME_SELLER') owner.carId = car.id;
    });
    return sendEmpty(reply);
  });

  app.post('/api/v1/cars/add-complete-user', async (request) => {
    requireCaller(request, CAR_WRITERS);
    const parts = await readMultipart(request, ['carData']);
    const data = parts.json.get('carData');
    if (!data) throw new Forbidden('carData');
    // `CarController.addNewCarCompleteAsUser` does not compare `ownerId` with the caller.
    const { fields } = checkFullCar(data, 'add');
    if (regTaken(fields.registrationNumber)) {
      throw new ApiError(
        409,
        `Car with the registration number '${fields.registrationNumber}' already exists`,
      );
    }
    const imagePaths = saveImages(parts.files.get('images') ?? []);
    const car = createCar({ ...fields, imagePaths });
    store.cars.set(car.id, car);
    return carView(car);
  });

  app.put('/api/v1/cars', async (request, reply) => {
    const me = requireCaller(request);
    const parts = await readMultipart(request, ['carData']);
    const data = parts.json.get('carData');
    if (!data) throw new Forbidden('carData');
    const { id, fields, imagePaths: keep } = checkFullCar(data, 'update');
    // `@PreAuthorize("#carData.ownerId() == authentication.principal.id or …admin")`: the body's
    // ownerId, never the stored owner, so anyone may edit any car by sending themself (contract §14.4).
    if (!isAdmin(me) && fields.ownerId !== me.id) throw new Forbidden('ownerId');
    const car = findCar(id);
    if (car.status === 'Auksjon') throw new ApiError(409, 'Car is already on the auction. Cannot update.');
    if (car.status === 'Solgt') throw new ApiError(409, 'Car is already sold. Cannot update.');
    if (regTaken(fields.registrationNumber, car)) {
      throw new ApiError(409, 'Car with this registration number already exists');
    }
    // `CarApplicationService.updateCar` keeps the body's `imagePaths` as sent, stored or not, and
    // deletes the stored photos it leaves out (`compareAndDeleteImages`).
    const kept = keep ?? [];
    for (const path of car.imagePaths) if (!kept.includes(path)) ctx.files.removeByUrl(path);
    const added = saveImages(parts.files.get('images') ?? []);
    // The stored status is kept; the body's ownerId is written, as production does (§14.2).
    Object.assign(car, { ...fields, imagePaths: [...kept, ...added] });
    return sendEmpty(reply);
  });

  app.post('/api/v1/cars/add-images', async (request, reply) => {
    requireCaller(request, CAR_WRITERS);
    const carId = queryValue(request, 'carId');
    if (!isUuid(carId)) throw new Forbidden('carId');
    const parts = await readMultipart(request, []);
    const images = parts.files.get('images');
    if (!images || images.length === 0) throw new Forbidden('missing images');
    // No ownership check (`CarController.addImagesForCar`): any seller adds photos to any car.
    const car = findCar(carId.toLowerCase());
    car.imagePaths.push(...saveImages(images));
    return sendEmpty(reply);
  });

  app.put('/api/v1/cars/:id', async (request, reply) => {
    const id = pathId(request, 'id');
    // `CarController.updateCarStatus` has no method rule: any logged-in user sets any car's status.
    requireCaller(request);
    const status = queryValue(request, 'status');
    if (status === undefined) throw new Forbidden('status');
    const car = store.cars.get(id);
    if (!car) throw new ApiError(404, `Car with id '${id}' does not exist`);
    car.status = carStatusValue(status);
    return sendEmpty(reply);
  });

  // As unkind as production (`CarController.deleteCarById`, `CarApplicationService.deleteById`):
  // any SELLER or operator deletes any car, whoever owns it and whatever its status, and its
  // auction stays, open or not, without its car (contract §14.2, §14.4). The client reads the car
  // and its auction again before it deletes (features/cars/deleteOwnCar.ts).
  app.delete('/api/v1/cars/:id', async (request, reply) => {
    const id = pathId(request, 'id');
    requireCaller(request, CAR_WRITERS);
    const car = findCar(id);
    store.cars.delete(car.id);
    for (const path of car.imagePaths) ctx.files.removeByUrl(path);
    const owner = store.users.get(car.ownerId);
    if (owner?.role === 'ONE_TIME_SELLER') store.users.delete(owner.id);
    return sendEmpty(reply);
  });
}

function createCar(fields: Omit<Car, 'id' | 'status'>): Car {
  return { id: newId(), status: 'Vurdering', ...fields };
}
