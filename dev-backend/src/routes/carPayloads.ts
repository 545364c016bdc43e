import { Forbidden, InvalidRequest } from '../http/errors.js';
import { Checker, type Json, MUST_NOT_BE_NULL } from '../http/validation.js';
import { CAR_STATUSES, type CarStatus, GEARBOX_TYPES, OPERATING_MODES } from '../store/model.js';

/** Car payload rules and exact messages of contract §10.3. */

export interface CarFields {
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
  ownerId: string;
  expectedPrice: number;
  additionalInformation: string | null;
}

/** Production matches display values case-insensitively; anything else silently becomes `Annet`. */
export function displayValue<T extends string>(
  values: readonly T[],
  input: string | null | undefined,
): T | 'Annet' {
  const found = values.find((v) => v.toLowerCase() === (input ?? '').toLowerCase());
  return found ?? 'Annet';
}

export function carStatusValue(input: string | undefined): CarStatus {
  return displayValue(CAR_STATUSES, input);
}

export function checkFullCar(
  json: Json,
  mode: 'add' | 'update',
): { id: string; fields: CarFields; imagePaths: string[] | null } {
  const c = new Checker(json);
  const id = mode === 'update' ? c.uuid('id', 'ID cannot be null') : '';
  const registrationNumber =
    mode === 'add'
      ? c.string('registrationNumber', undefined, 'Registration number cannot be null or blank')
      : c.optionalString('registrationNumber');
  const fields: CarFields = {
    registrationNumber: registrationNumber ?? '',
    kilometers: c.int('kilometers', MUST_NOT_BE_NULL, 'Kilometers cannot be less then 0'),
    make: c.string('make', undefined, 'Make cannot be null or blank'),
    model: c.string('model', undefined, 'Model cannot be null or blank'),
    firstTimeRegisteredInNorway: c.date('firstTimeRegisteredInNorway'),
    engineType: c.string('engineType', undefined, 'Engine type cannot be null or blank'),
    engineVolume: c.float('engineVolume', MUST_NOT_BE_NULL, 'Engine volume cannot be less then 0'),
    bodywork: c.string('bodywork', undefined, 'Bodywork cannot be null or blank'),
    numberOfSeats: c.int('numberOfSeats', MUST_NOT_BE_NULL, 'Seats cannot be less then 0'),
    numberOfDoors: c.int('numberOfDoors', MUST_NOT_BE_NULL, 'Doors cannot be less then 0'),
    color: c.string('color', undefined, 'Color cannot be null or blank'),
    gearboxType: displayValue(
      GEARBOX_TYPES,
      c.string('gearboxType', undefined, 'Gearbox type cannot be null or blank'),
    ),
    operatingMode: displayValue(
      OPERATING_MODES,
      c.string('operatingMode', undefined, 'Operating mode cannot be null or blank'),
    ),
    weight: c.int('weight', MUST_NOT_BE_NULL, 'Weight cannot be less then 0'),
    nextEUControl: c.date('nextEUControl'),
    ownerId: c.uuid('ownerId', MUST_NOT_BE_NULL),
    expectedPrice: c.int('expectedPrice', 'Price cannot be null', 'Price must be no less than 0'),
    additionalInformation: c.optionalString('additionalInformation'),
  };
  const today = new Date().toISOString().slice(0, 10);
  if (
    mode === 'update' &&
    fields.firstTimeRegisteredInNorway !== null &&
    fields.firstTimeRegisteredInNorway > today
  ) {
    c.violation('Car cannot be registered in the future');
  }
  const imagePaths = stringList(json.imagePaths);
  c.done();
  // An update without a registration number or without imagePaths dies with an NPE in production.
  if (mode === 'update' && (registrationNumber === null || imagePaths === null)) throw new Forbidden('npe');
  return { id, fields, imagePaths };
}

function stringList(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string'))
    throw new InvalidRequest();
  return value;
}

export function checkSimplifiedCar(json: Json): {
  ownerId: string;
  registrationNumber: string;
  kilometers: number;
  expectedPrice: number;
} {
  const c = new Checker(json);
  const result = {
    ownerId: c.uuid('ownerId', 'Owner ID cannot be null'),
    registrationNumber: c.string(
      'registrationNumber',
      'Registration number cannot be null',
      'Registration number should not be blank',
    ),
    kilometers: c.int('kilometers', 'KMs cannot be null', 'Kilometers value cannot be less than 0'),
    expectedPrice: c.int('expectedPrice', 'Price cannot be null', 'Price must be no less than 0'),
  };
  c.done();
  return result;
}
