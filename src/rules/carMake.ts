/**
 * Makes of more than one word. The backend sends make and model as one string (`makeModel`,
 * contract §7.2: make, a space, model), so the make is its first word unless it is one of these.
 */
const TWO_WORD_MAKES = new Set(['alfa romeo', 'aston martin', 'land rover']);

/** The make of a `makeModel` string: "Land Rover Defender 110" → "Land Rover". */
export function makeOf(makeModel: string): string {
  const [first = '', second] = makeModel.trim().split(/\s+/);
  if (second !== undefined && TWO_WORD_MAKES.has(`${first} ${second}`.toLowerCase()))
    return `${first} ${second}`;
  return first;
}
