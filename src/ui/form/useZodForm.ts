import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * Every form's state: react-hook-form with the form's zod schema as its resolver. Fields are
 * checked when the form is sent (the first one to fix gets the focus); a field's message goes as
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
    shouldFocusError: true,
  });
}
