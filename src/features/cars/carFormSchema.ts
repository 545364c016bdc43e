import * as z from 'zod/mini';
import type { Car, CarData } from '../../api/cars';
import {
  CAR_DATE_YEARS,
  DEFAULT_DRIVE,
  DEFAULT_GEARBOX,
  DRIVE_VALUES,
  FIELD_LIMITS,
  GEARBOX_VALUES,
} from '../../fieldValues';
import { parseDateInput } from '../../lib/dateInput';
import { todayInNorway } from '../../lib/norwegianTime';
import { normaliseRegistrationNumber } from '../../rules/registrationNumber';
import type { FormMessageKey } from '../../ui/form/formMessage';
import {
  boundedText,
  lettersAndDigits,
  limitsOf,
  optionalAmount,
  optionalBoundedText,
  REQUIRED,
  requiredText,
  wholeNumberIn,
} from '../../product/fieldRules';

/** Fuel choices: the backend takes free text; these are the road authority's words, 'Elektrisk' included (spec §2 icon). */
const FUEL_VALUES = ['Bensin', 'Diesel', 'Elektrisk', 'Hybrid', 'Annet'] as const;

/** The lists a select field offers, by the i18n prefix of their labels ('fuel.Diesel'). */
export const CHOICES = { fuel: FUEL_VALUES, drive: DRIVE_VALUES, gearbox: GEARBOX_VALUES } as const;

const INVALID_DATE: FormMessageKey = 'cars:form.invalidDate';
const FUTURE_REGISTRATION: FormMessageKey = 'cars:form.futureRegistration';
const TOO_EARLY: FormMessageKey = 'cars:form.tooEarly';
const EU_CONTROL_TOO_FAR: FormMessageKey = 'cars:form.euControlTooFar';

/** The year of a YYYY-MM-DD date. */
const yearOf = (date: string) => Number(date.slice(0, 4));

// Typed as 2019-05-14, 14.05.2019 or 14/05/2019; sent as the backend's YYYY-MM-DD, from CAR_DATE_YEARS.earliest on.
const date = z.pipe(
  z.string().check(
    z.minLength(1, REQUIRED),
    z.refine((value) => parseDateInput(value) !== null, INVALID_DATE),
    z.refine((value) => yearOf(parseDateInput(value) ?? '') >= CAR_DATE_YEARS.earliest, TOO_EARLY),
  ),
  z.transform((value) => parseDateInput(value) ?? value),
);

/** A car's field by its name: the limits a real car has (FIELD_LIMITS), said before sending. */
const limitOf = (field: string) => {
  const limits = limitsOf(field);
  if (!limits) throw new Error(`FIELD_LIMITS names no limit for the car's ${field}`);
  return { min: 0, ...limits };
};
const textOf = (field: string) => boundedText(limitOf(field));
const numberOf = (field: string) => wholeNumberIn(limitOf(field));

/**
 * Spec §5, per kind of field: required plain text of a real length, real dates (a first
 * registration not after today, an EU control not years ahead), whole numbers in a real car's
 * range (the input is a string; the backend gets a number). Nothing that fails here is ever sent.
 */
const KINDS = {
  text: textOf,
  // The same spelling as the quick submission's (rules/registrationNumber.ts), letters and digits only.
  registrationNumber: () => lettersAndDigits(FIELD_LIMITS.registrationNumber, normaliseRegistrationNumber),
  select: () => requiredText(),
  date: () =>
    z.pipe(
      date,
      z
        .string()
        .check(
          z.refine(
            (value) => yearOf(value) <= yearOf(todayInNorway()) + CAR_DATE_YEARS.euControlAhead,
            EU_CONTROL_TOO_FAR,
          ),
        ),
    ),
  // The backend refuses a first registration after today only on update (contract §10.3); both forms check.
  pastDate: () =>
    z.pipe(date, z.string().check(z.refine((value) => value <= todayInNorway(), FUTURE_REGISTRATION))),
  number: numberOf,
  // Spec §5: an empty expected price is sent as 0; an amount as the language writes it, at most MAX_AMOUNT.
  amount: () => optionalAmount(),
  longText: () => optionalBoundedText(FIELD_LIMITS.additionalInformation),
};
type Kind = keyof typeof KINDS;

interface CarFieldSpec {
  kind: Kind;
  /** Select fields: which list. */
  choices?: keyof typeof CHOICES;
  /** What a new car starts with (spec §4: gearbox and drive are Annet); '' otherwise. */
  initial?: string;
}

/** The car info group, in the order the form shows it. */
const CAR_INFO = {
  make: { kind: 'text' },
  model: { kind: 'text' },
  registrationNumber: { kind: 'registrationNumber' },
  firstTimeRegisteredInNorway: { kind: 'pastDate' },
  nextEUControl: { kind: 'date' },
  kilometers: { kind: 'number' },
  engineType: { kind: 'select', choices: 'fuel' },
  engineVolume: { kind: 'number' },
  operatingMode: { kind: 'select', choices: 'drive', initial: DEFAULT_DRIVE },
  gearboxType: { kind: 'select', choices: 'gearbox', initial: DEFAULT_GEARBOX },
  weight: { kind: 'number' },
  bodywork: { kind: 'text' },
  numberOfDoors: { kind: 'number' },
  numberOfSeats: { kind: 'number' },
  color: { kind: 'text' },
} as const satisfies Record<string, CarFieldSpec>;

/** The additional info group. */
const ADDITIONAL_INFO = {
  expectedPrice: { kind: 'amount' },
  additionalInformation: { kind: 'longText' },
} as const satisfies Record<string, CarFieldSpec>;

/** Every field of a car the form edits: the one place they are named on the client. */
const CAR_FIELDS = { ...CAR_INFO, ...ADDITIONAL_INFO };
export type CarFormField = keyof typeof CAR_FIELDS;
export type CarFieldList = [CarFormField, CarFieldSpec][];

const fieldsOf = (group: Record<string, CarFieldSpec>) => Object.entries(group) as CarFieldList;
export const carInfoFields = fieldsOf(CAR_INFO);
export const additionalInfoFields = fieldsOf(ADDITIONAL_INFO);
const allFields = fieldsOf(CAR_FIELDS);
/** Every field's name, in the form's order (a save merges them, ui/form/useMergeOnSave). */
export const carFieldNames = allFields.map(([field]) => field);

type CarFieldsShape = {
  [Field in CarFormField]: ReturnType<(typeof KINDS)[(typeof CAR_FIELDS)[Field]['kind']]>;
};
const carFieldsShape = Object.fromEntries(
  allFields.map(([field, spec]) => [field, KINDS[spec.kind](field)]),
) as CarFieldsShape;

/**
 * The form: the car's fields, the new photos, the stored photos it shows and those the user
 * removed (edit). Only the removed ones go: the update keeps every photo the car has when it is
 * sent (api/cars.ts readBeforeUpdate), one added elsewhere since this form was read too. An edit's
 * new photos are added before the update (features/cars/EditCarPage.tsx).
 */
export const carFormSchema = z.object({
  ...carFieldsShape,
  photos: z.array(z.custom<File>()),
  keptImages: z.array(z.string()),
  removedImages: z.array(z.string()),
});
export type CarFormValues = z.input<typeof carFormSchema>;
/** The checked form: the backend's car payload (contract §10.3) but its owner, plus the photos. */
export type CarFormOutput = z.output<typeof carFormSchema>;

/** The backend's car payload from a checked form. */
export function toCarData(
  { photos: _photos, keptImages: _kept, removedImages: _removed, ...car }: CarFormOutput,
  ownerId: string,
): CarData {
  return { ownerId, ...car };
}

/** A new car's form (spec §4), or the stored car's: numbers as digits, missing values as they start. */
export function carFormValues(car?: Car): CarFormValues {
  const fields = Object.fromEntries(
    allFields.map(([field, spec]) => {
      const stored = car?.[field];
      return [
        field,
        typeof stored === 'number' ? String(Math.round(stored)) : (stored ?? spec.initial ?? ''),
      ];
    }),
  ) as Record<CarFormField, string>;
  return { ...fields, photos: [], keptImages: [...(car?.imagePaths ?? [])], removedImages: [] };
}

/** Spec §4: cars on auction or sold cannot be edited or deleted. */
export const isCarLocked = (car: Pick<Car, 'status'>) => car.status === 'Auksjon' || car.status === 'Solgt';
