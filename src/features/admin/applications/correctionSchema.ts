import * as z from 'zod/mini';
import type { Car, CarUpdate } from '../../../api/cars';
import { knownFact } from '../../../rules/carFacts';
import { parseDateInput } from '../../../lib/dateInput';
import { todayInNorway } from '../../../lib/norwegianTime';
import { normaliseRegistrationNumber } from '../../../rules/registrationNumber';
import type { FormMessageKey } from '../../../ui/form/formMessage';
import { amount, requiredText, wholeNumber } from '../../../ui/form/rules';

const INVALID_DATE: FormMessageKey = 'admin:terms.invalidDate';
const FUTURE_REGISTRATION: FormMessageKey = 'admin:correct.futureRegistration';

/** Text the lookup may have left as its placeholder: blank keeps what is stored (the backend needs some). */
const optionalText = () =>
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value) => value || null),
  );

/**
 * The facts an operator corrects on an application: what the seller typed and what the
 * road-authority lookup fills in (and leaves as placeholders when it fails, contract §14.3).
 */
export const correctionSchema = z.object({
  registrationNumber: z.pipe(requiredText(), z.transform(normaliseRegistrationNumber)),
  make: requiredText(),
  model: requiredText(),
  kilometers: wholeNumber(),
  expectedPrice: amount(),
  firstTimeRegisteredInNorway: z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || parseDateInput(value) !== null, INVALID_DATE),
      z.refine(
        (value) => value === '' || (parseDateInput(value) ?? '') <= todayInNorway(),
        FUTURE_REGISTRATION,
      ),
    ),
    z.transform((value) => parseDateInput(value)),
  ),
  engineType: optionalText(),
  color: optionalText(),
  bodywork: optionalText(),
});
export type CorrectionInput = z.input<typeof correctionSchema>;
type Correction = z.output<typeof correctionSchema>;

const shown = (value: string | number | null | undefined) => {
  const known = knownFact(value);
  return known === null ? '' : String(known);
};

/** The form's values: a placeholder of a failed lookup shows as an empty field, never as a fact. */
export function correctionInput(car: Car): CorrectionInput {
  return {
    registrationNumber: car.registrationNumber,
    make: shown(car.make),
    model: shown(car.model),
    kilometers: String(car.kilometers),
    expectedPrice: String(car.expectedPrice ?? 0),
    firstTimeRegisteredInNorway: shown(car.firstTimeRegisteredInNorway),
    engineType: shown(car.engineType),
    color: shown(car.color),
    bodywork: shown(car.bodywork),
  };
}

/**
 * The whole update payload: the stored car with the corrections. The stored owner goes back as
 * `ownerId`, since the backend writes the body's (contract §14.2), and every photo is kept.
 */
export function correctedCar(car: Car, ownerId: string, correction: Correction): CarUpdate {
  return {
    id: car.id,
    ownerId,
    registrationNumber: correction.registrationNumber,
    kilometers: correction.kilometers,
    make: correction.make,
    model: correction.model,
    firstTimeRegisteredInNorway: correction.firstTimeRegisteredInNorway,
    engineType: correction.engineType ?? car.engineType ?? 'N/A',
    engineVolume: car.engineVolume ?? 0,
    bodywork: correction.bodywork ?? car.bodywork ?? 'N/A',
    numberOfSeats: car.numberOfSeats ?? 0,
    numberOfDoors: car.numberOfDoors ?? 0,
    color: correction.color ?? car.color ?? 'N/A',
    gearboxType: car.gearboxType ?? 'Annet',
    operatingMode: car.operatingMode ?? 'Annet',
    weight: car.weight ?? 0,
    nextEUControl: knownFact(car.nextEUControl),
    expectedPrice: correction.expectedPrice,
    additionalInformation: car.additionalInformation ?? null,
    imagePaths: car.imagePaths,
  };
}
