import { useMemo, useReducer, type FormEvent, type FormHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormRefresh } from './formRefresh';

interface FormProps<Values extends FieldValues, Output> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit'
> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Called with the schema's output once every field passed, e.g. a mutation's `mutate`. */
  onValid: (values: Output) => void;
  /** A write on its way: sending again (Enter in a field) waits for it. */
  busy?: boolean;
}

/**
 * The <form> of every form: the schema checks the fields (the browser's own checks are off, so
 * every message is ours), then `onValid` gets the parsed values.
 *
 *   const form = useZodForm(schema, defaults);
 *   const save = useMutation({ mutationFn: sendIt });
 *   <Form form={form} onValid={save.mutate} busy={save.isPending}>
 *     <ErrorBox message={messageOfFailure(save.error)} />
 *     <FormField as={TextField} form={form} name="name" label={t('name')} required />
 *     <Button type="submit" disabled={save.isPending}>{t('save')}</Button>
 *   </Form>
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onValid,
  busy = false,
  children,
  ...props
}: FormProps<Values, Output>) {
  const [version, refresh] = useReducer((count: number) => count + 1, 0);
  const fields = useMemo(() => ({ version, refresh }), [version]);
  const check = form.handleSubmit((values) => {
    if (!busy) onValid(values);
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    await check(event);
    flushSync(refresh);
  };
  return (
    <form noValidate {...props} onSubmit={(event) => void submit(event)}>
      <FormRefresh value={fields}>{children}</FormRefresh>
    </form>
  );
}
