import type { Car } from '../../../api/cars';
import { missingLookupFacts } from '../../../rules/carFacts';

/**
 * The facts a failed road-authority lookup left as placeholders (contract §14.3). A failed lookup
 * writes them all at once, texts and the date included; a 0 alone is no failure (an electric car's
 * engine volume is 0), so only a text or date placeholder flags the car.
 */
export function failedLookupFacts(car: Car): string[] {
  const missing = missingLookupFacts(car);
  return missing.some((fact) => typeof car[fact] === 'string') ? missing : [];
}
