import type { Car, CarData } from '../../api/cars';
import { DEFAULT_DRIVE, DEFAULT_GEARBOX } from '../../config';
import { isRealDate } from '../../lib/dateInput';

/** Fuel choices: the backend takes free text; these are the road authority's words, 'Elektrisk' included (spec §2 icon). */
export const FUEL_VALUES = ['Bensin', 'Diesel', 'Elektrisk', 'Hybrid', 'Annet'] as const;

/** Every field as the form holds it: strings, converted only when sent. */
export interface CarFormValues {
  make: string;
  model: string;
  registrationNumber: string;
  firstTimeRegisteredInNorway: string;
  nextEUControl: string;
  kilometers: string;
  engineType: string;
  engineVolume: string;
  operatingMode: string;
  gearboxType: string;
  weight: string;
  bodywork: string;
  numberOfDoors: string;
  numberOfSeats: string;
  color: string;
  expectedPrice: string;
  additionalInformation: string;
}

export type CarFormField = keyof CarFormValues;
export type CarFormErrorKind = 'required' | 'invalidDate' | 'invalidNumber';
export type CarFormErrors = Partial<Record<CarFormField, CarFormErrorKind>>;

/** Spec §4: a new car's gearbox and drive start as Annet. */
export const emptyCarForm: CarFormValues = {
  make: '',
  model: '',
  registrationNumber: '',
  firstTimeRegisteredInNorway: '',
  nextEUControl: '',
  kilometers: '',
  engineType: '',
  engineVolume: '',
  operatingMode: DEFAULT_DRIVE,
  gearboxType: DEFAULT_GEARBOX,
  weight: '',
  bodywork: '',
  numberOfDoors: '',
  numberOfSeats: '',
  color: '',
  expectedPrice: '',
  additionalInformation: '',
};

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(Math.round(value));

export function carFormFromCar(car: Car): CarFormValues {
  return {
    make: car.make,
    model: car.model,
    registrationNumber: car.registrationNumber,
    firstTimeRegisteredInNorway: car.firstTimeRegisteredInNorway ?? '',
    nextEUControl: car.nextEUControl ?? '',
    kilometers: numberText(car.kilometers),
    engineType: car.engineType ?? '',
    engineVolume: numberText(car.engineVolume),
    operatingMode: car.operatingMode ?? DEFAULT_DRIVE,
    gearboxType: car.gearboxType ?? DEFAULT_GEARBOX,
    weight: numberText(car.weight),
    bodywork: car.bodywork ?? '',
    numberOfDoors: numberText(car.numberOfDoors),
    numberOfSeats: numberText(car.numberOfSeats),
    color: car.color ?? '',
    expectedPrice: numberText(car.expectedPrice),
    additionalInformation: car.additionalInformation ?? '',
  };
}

const REQUIRED_TEXT: CarFormField[] = [
  'make',
  'model',
  'registrationNumber',
  'engineType',
  'operatingMode',
  'gearboxType',
  'bodywork',
  'color',
];
const REQUIRED_NUMBERS: CarFormField[] = [
  'kilometers',
  'engineVolume',
  'weight',
  'numberOfDoors',
  'numberOfSeats',
];
const OPTIONAL_NUMBERS: CarFormField[] = ['expectedPrice'];
const REQUIRED_DATES: CarFormField[] = ['firstTimeRegisteredInNorway', 'nextEUControl'];

/** The order the fields appear in, so the first error gets the focus. */
export const CAR_FORM_FIELD_ORDER: CarFormField[] = [
  'make',
  'model',
  'registrationNumber',
  'firstTimeRegisteredInNorway',
  'nextEUControl',
  'kilometers',
  'engineType',
  'engineVolume',
  'operatingMode',
  'gearboxType',
  'weight',
  'bodywork',
  'numberOfDoors',
  'numberOfSeats',
  'color',
  'expectedPrice',
  'additionalInformation',
];

/** The backend's integers are Java ints. */
const MAX_INT = 2_147_483_647;
const isWholeNumber = (value: string) => /^\d+$/.test(value) && Number(value) <= MAX_INT;

/**
 * Spec §5: required fields, real dates, whole numbers of 0 or more. Nothing with an error here is
 * ever sent (an impossible date, a negative number, a letter).
 */
export function validateCarForm(values: CarFormValues): CarFormErrors {
  const errors: CarFormErrors = {};
  REQUIRED_TEXT.forEach((field) => {
    if (values[field].trim() === '') errors[field] = 'required';
  });
  REQUIRED_NUMBERS.forEach((field) => {
    if (values[field].trim() === '') errors[field] = 'required';
    else if (!isWholeNumber(values[field].trim())) errors[field] = 'invalidNumber';
  });
  OPTIONAL_NUMBERS.forEach((field) => {
    const value = values[field].trim();
    if (value !== '' && !isWholeNumber(value)) errors[field] = 'invalidNumber';
  });
  REQUIRED_DATES.forEach((field) => {
    if (values[field] === '') errors[field] = 'required';
    else if (!isRealDate(values[field])) errors[field] = 'invalidDate';
  });
  return errors;
}

/** The backend's car payload (contract §10.3); call only with values that passed validateCarForm. */
export function toCarData(values: CarFormValues, ownerId: string): CarData {
  const additional = values.additionalInformation.trim();
  return {
    ownerId,
    registrationNumber: values.registrationNumber.trim(),
    kilometers: Number(values.kilometers),
    make: values.make.trim(),
    model: values.model.trim(),
    firstTimeRegisteredInNorway: values.firstTimeRegisteredInNorway,
    engineType: values.engineType.trim(),
    engineVolume: Number(values.engineVolume),
    bodywork: values.bodywork.trim(),
    numberOfSeats: Number(values.numberOfSeats),
    numberOfDoors: Number(values.numberOfDoors),
    color: values.color.trim(),
    gearboxType: values.gearboxType,
    operatingMode: values.operatingMode,
    weight: Number(values.weight),
    nextEUControl: values.nextEUControl,
    // Spec §5: an empty expected price is sent as 0.
    expectedPrice: values.expectedPrice.trim() === '' ? 0 : Number(values.expectedPrice),
    additionalInformation: additional === '' ? null : additional,
  };
}

/** Spec §4: cars on auction or sold cannot be edited or deleted. */
export const isCarLocked = (car: Pick<Car, 'status'>) => car.status === 'Auksjon' || car.status === 'Solgt';
