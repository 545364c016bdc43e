import { useMemo, useReducer, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { flushSync } from 'react-dom';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FixSummary } from './FixSummary';
import { FormFields, inPageOrder, type FormFieldEntry } from './formFields';
import { FormRefresh } from './formRefresh';
import { showField } from './showField';

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
 * every message is ours), then `onValid` gets the parsed values. A refused send names the fields
 * to fix above the form (FixSummary) and shows the first of them, focused, with its message, in
 * view (showField).
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
  const state = useMemo(() => ({ version, refresh }), [version]);
  const [fields] = useState(() => new Map<string, FormFieldEntry>());
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    let refused = false;
    await form.handleSubmit(
      (values) => {
        if (!busy) onValid(values);
      },
      () => {
        refused = true;
      },
    )(event);
    // The messages are on the page before the first of them is measured and shown.
    flushSync(refresh);
    if (!refused) return;
    const [first] = inPageOrder(fields, (name) => form.getFieldState(name as FieldPath<Values>).invalid);
    if (first) showField(first[1].control);
  };
  return (
    <form noValidate {...props} onSubmit={(event) => void submit(event)}>
      <FormFields value={fields}>
        <FormRefresh value={state}>
          <FixSummary form={form} />
          {children}
        </FormRefresh>
      </FormFields>
    </form>
  );
}
