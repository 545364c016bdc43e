import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * Every form's state: react-hook-form with the form's zod schema as its resolver. Fields are
 * checked when the form is sent (Form shows the first one to fix, focused); a field's message goes as
 * soon as it is changed (FormField), and comes back only on the next send.
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output, Values>,
  defaultValues: DefaultValues<Values>,
  /** Values the form follows while given (a profile shown read-only, refetched): the fields show each change. */
  { values }: { values?: Values } = {},
) {
  return useForm<Values, unknown, Output>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    values,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Form focuses the first field to fix itself, and scrolls it into view with its message.
    shouldFocusError: false,
  });
}
