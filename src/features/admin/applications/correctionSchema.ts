import * as z from 'zod/mini';
import type { Car, CarUpdate } from '../../../api/cars';
import { DRIVE_VALUES, GEARBOX_VALUES } from '../../../fieldValues';
import { isElectric, knownFact, LOOKUP_PLACEHOLDER, type LookupFact } from '../../../rules/carFacts';
import { parseDateInput } from '../../../lib/dateInput';
import { todayInNorway } from '../../../lib/norwegianTime';
import { normaliseRegistrationNumber } from '../../../rules/registrationNumber';
import type { FormMessageKey } from '../../../ui/form/formMessage';
import { amount, requiredText, wholeNumber } from '../../../product/fieldRules';

const INVALID_DATE: FormMessageKey = 'admin:terms.invalidDate';
const FUTURE_REGISTRATION: FormMessageKey = 'admin:correct.futureRegistration';
const INVALID_NUMBER: FormMessageKey = 'ui:fields.invalidNumber';
const NUMBER_TOO_LARGE: FormMessageKey = 'ui:fields.numberTooLarge';
/** The backend reads these numbers as Java ints (contract §0). */
const MAX_WHOLE_NUMBER = 2_147_483_647;

/** Text the lookup may have left unknown: blank keeps what is stored (still unknown). */
const optionalText = () =>
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value) => value || null),
  );

/** A whole number the lookup may have left unknown (0): blank keeps what is stored. */
const optionalNumber = () =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^\d+$/.test(value), INVALID_NUMBER),
      z.refine((value) => value === '' || Number(value) <= MAX_WHOLE_NUMBER, NUMBER_TOO_LARGE),
    ),
    z.transform((value) => (value === '' ? null : Number(value))),
  );

/** A date the lookup may have left unknown (1111-11-11): blank keeps what is stored. */
const optionalDate = (notAfterToday: boolean) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || parseDateInput(value) !== null, INVALID_DATE),
      z.refine(
        (value) => !notAfterToday || value === '' || (parseDateInput(value) ?? '') <= todayInNorway(),
        FUTURE_REGISTRATION,
      ),
    ),
    z.transform((value) => parseDateInput(value)),
  );

/**
 * Every fact an operator corrects on an application: what the seller typed, and every fact the
 * road-authority lookup fills in and leaves as a placeholder when it fails
 * (VegvesenApiService.getDefaultCarData, VegvesenApiJsonMapper: 'N/A', 0, 1111-11-11, gearbox and
 * drive 'Annet'; contract §14.3). A blank field keeps what is stored: unknown stays unknown.
 */
export const correctionSchema = z.object({
  registrationNumber: z.pipe(requiredText(), z.transform(normaliseRegistrationNumber)),
  kilometers: wholeNumber(),
  expectedPrice: amount(),
  make: optionalText(),
  model: optionalText(),
  firstTimeRegisteredInNorway: optionalDate(true),
  nextEUControl: optionalDate(false),
  engineType: optionalText(),
  engineVolume: optionalNumber(),
  bodywork: optionalText(),
  color: optionalText(),
  numberOfSeats: optionalNumber(),
  numberOfDoors: optionalNumber(),
  weight: optionalNumber(),
  gearboxType: z.pipe(z.string(), z.enum(GEARBOX_VALUES)),
  operatingMode: z.pipe(z.string(), z.enum(DRIVE_VALUES)),
  additionalInformation: optionalText(),
});
export type CorrectionInput = z.input<typeof correctionSchema>;
/** Every field the dialog corrects (a save merges them, ui/form/useMergeOnSave). */
export const CORRECTION_FIELDS = Object.keys(correctionSchema.shape) as (keyof CorrectionInput)[];

/** Each looked-up fact's label in the dialog (admin:correct.*), also naming what is still missing. */
export const FACT_LABELS = {
  make: 'make',
  model: 'model',
  firstTimeRegisteredInNorway: 'firstRegistration',
  nextEUControl: 'nextEUControl',
  engineType: 'engineType',
  engineVolume: 'engineVolume',
  bodywork: 'bodywork',
  numberOfSeats: 'numberOfSeats',
  numberOfDoors: 'numberOfDoors',
  color: 'color',
  weight: 'weight',
} as const satisfies Record<LookupFact, string>;
export type CorrectionOutput = z.output<typeof correctionSchema>;

const shown = (value: string | number | null | undefined) => {
  const known = knownFact(value);
  return known === null ? '' : String(known);
};

/** The stored gearbox or drive; 'Annet' (Other) where none is stored (the lookup's own fallback). */
const choice = (values: readonly string[], stored: string | null | undefined): string =>
  values.find((value) => value === stored) ?? 'Annet';

/** The form's values: a placeholder of a failed lookup shows as an empty field, never as a fact. */
export function correctionInput(car: Car): CorrectionInput {
  return {
    registrationNumber: car.registrationNumber,
    kilometers: String(car.kilometers),
    expectedPrice: String(car.expectedPrice ?? 0),
    make: shown(car.make),
    model: shown(car.model),
    firstTimeRegisteredInNorway: shown(car.firstTimeRegisteredInNorway),
    nextEUControl: shown(car.nextEUControl),
    engineType: shown(car.engineType),
    // An electric car's 0 is a fact (no engine volume), and shows as one.
    engineVolume: car.engineVolume === 0 && isElectric(car.engineType) ? '0' : shown(car.engineVolume),
    bodywork: shown(car.bodywork),
    color: shown(car.color),
    numberOfSeats: shown(car.numberOfSeats),
    numberOfDoors: shown(car.numberOfDoors),
    weight: shown(car.weight),
    gearboxType: choice(GEARBOX_VALUES, car.gearboxType),
    operatingMode: choice(DRIVE_VALUES, car.operatingMode),
    additionalInformation: car.additionalInformation ?? '',
  };
}

/**
 * The whole update payload: the stored car (as read just before the PUT) with the corrections. The
 * stored owner goes back as `ownerId`, since the backend writes the body's (contract §14.2), and
 * every photo the car has now is kept. A blank field sends what is stored, or the lookup's
 * placeholder where nothing is (the backend refuses a blank: UpdateCarRequest's @NotBlank/@NotNull).
 */
export function correctedCar(car: Car, ownerId: string, correction: CorrectionOutput): CarUpdate {
  const { text, number, date } = LOOKUP_PLACEHOLDER;
  return {
    id: car.id,
    ownerId,
    registrationNumber: correction.registrationNumber,
    kilometers: correction.kilometers,
    expectedPrice: correction.expectedPrice,
    make: correction.make ?? car.make,
    model: correction.model ?? car.model,
    firstTimeRegisteredInNorway:
      correction.firstTimeRegisteredInNorway ?? car.firstTimeRegisteredInNorway ?? date,
    nextEUControl: correction.nextEUControl ?? car.nextEUControl ?? null,
    engineType: correction.engineType ?? car.engineType ?? text,
    engineVolume: correction.engineVolume ?? car.engineVolume ?? number,
    bodywork: correction.bodywork ?? car.bodywork ?? text,
    color: correction.color ?? car.color ?? text,
    numberOfSeats: correction.numberOfSeats ?? car.numberOfSeats ?? number,
    numberOfDoors: correction.numberOfDoors ?? car.numberOfDoors ?? number,
    weight: correction.weight ?? car.weight ?? number,
    gearboxType: correction.gearboxType,
    operatingMode: correction.operatingMode,
    additionalInformation: correction.additionalInformation,
    imagePaths: car.imagePaths,
  };
}
