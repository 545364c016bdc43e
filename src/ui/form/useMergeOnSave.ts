import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { threeWayMerge, type MergeConflict } from '../../lib/threeWayMerge';
import { FormRefusal } from './formMessage';

/** A write's merge step, handed to the code that reads the record again: its values now in, the values to send out. */
export type MergeWith<Values, Output> = (theirs: Values) => Output;

/**
 * A form that PUTs a whole record, saved against the record as it is now (contract §14.13: no
 * version on any record). The form remembers the values it started from (`begin` moves the start,
 * for a form opened later); right before its PUT, the write reads the record again and hands the
 * form's values of it to `mergeWith`: a field only the other side changed takes their value (shown
 * in the form), one only this person changed is sent, and one both changed stops the send with a
 * refusal and a choice (<MergeChoices>), whose last pick sends the form again.
 *
 *   const merge = useMergeOnSave(form, schema, valuesOf(car), FIELDS);
 *   mutationFn: async () => { const fresh = await fetchCar(http, id); await put(fresh, merge.mergeWith(valuesOf(fresh))); }
 */
export function useMergeOnSave<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  schema: z.ZodMiniType<Output, Values>,
  initial: Values,
  fields: readonly (keyof Values & string)[],
) {
  const base = useRef(initial);
  const [conflicts, setConflicts] = useState<MergeConflict[]>([]);

  /** The form starts from `values` (a form opened or reset later): nothing to choose yet. */
  const begin = useCallback((values: Values) => {
    base.current = values;
    setConflicts([]);
  }, []);

  const mergeWith = useCallback(
    (theirs: Values): Output => {
      const mine = form.getValues();
      const { merged, conflicts: found } = threeWayMerge(base.current, theirs, mine, fields);
      for (const field of fields) {
        if (merged[field] !== mine[field]) form.setValue(field as Path<Values>, merged[field]);
      }
      // From here the form's values account for the record as read now, but where the person has
      // yet to pick: a send again without a pick finds the same conflict.
      base.current = { ...theirs };
      for (const conflict of found)
        base.current[conflict.field as keyof Values] = conflict.base as Values[keyof Values];
      setConflicts(found);
      if (found.length > 0) throw new FormRefusal({ key: 'ui:merge.choose' });
      const checked = schema.safeParse(merged);
      if (!checked.success) {
        // A value kept from the other side that this form's rules refuse: its message shows.
        void form.trigger();
        throw new FormRefusal({ key: 'ui:merge.check' });
      }
      return checked.data;
    },
    [form, schema, fields],
  );

  /** The person's pick for a field both changed; the pick of the last one is the send (<MergeChoices>). */
  const choose = useCallback(
    ({ field, theirs }: MergeConflict, value: unknown) => {
      // Picked: the record as read is this field's start now, and the pick is the form's value.
      base.current = { ...base.current, [field]: theirs };
      form.setValue(field as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
      setConflicts((open) => open.filter((conflict) => conflict.field !== field));
    },
    [form],
  );

  return { begin, mergeWith, conflicts, choose };
}

export type MergeOnSave = Pick<ReturnType<typeof useMergeOnSave>, 'conflicts' | 'choose'>;
