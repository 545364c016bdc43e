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
) {
  return useForm<Values, unknown, Output>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
}
