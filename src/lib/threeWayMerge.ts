/**
 * A field that both sides changed since the common start, differently: the person picks.
 * `base` is the value both started from, `theirs` what the record holds now, `mine` what this
 * person made of it.
 */
export interface MergeConflict<Field extends string = string> {
  field: Field;
  base: unknown;
  theirs: unknown;
  mine: unknown;
}

export interface MergeResult<Values, Field extends string> {
  /** `mine` with every field only the other side changed taken from `theirs`. */
  merged: Values;
  /** The fields both changed, differently; `merged` holds `mine` there until the person picks. */
  conflicts: MergeConflict<Field>[];
}

/** Plain values (strings, numbers, arrays of them, null) compare by what they hold. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The three-way merge of a record edited on two sides without a version (contract §14.13): a
 * field changed only by the other side keeps their value, one changed only by this person keeps
 * this person's, one both changed to the same value is no conflict, and one both changed
 * differently is a conflict. Only `fields` are merged; every other key is `mine` as it is.
 */
export function threeWayMerge<Values extends Record<string, unknown>, Field extends keyof Values & string>(
  base: Values,
  theirs: Values,
  mine: Values,
  fields: readonly Field[],
): MergeResult<Values, Field> {
  const merged = { ...mine };
  const conflicts: MergeConflict<Field>[] = [];
  for (const field of fields) {
    if (same(mine[field], base[field])) merged[field] = theirs[field];
    else if (!same(theirs[field], base[field]) && !same(theirs[field], mine[field]))
      conflicts.push({ field, base: base[field], theirs: theirs[field], mine: mine[field] });
  }
  return { merged, conflicts };
}
