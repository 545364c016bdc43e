import { useContext, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { FormMessage, FormMessageKey } from './formMessage';
import { FormFields } from './formFields';
import { FormRefresh } from './formRefresh';

/** What a ui/fields control takes from its form: value, change and the message (key) to show. */
export interface BoundFieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  error?: FormMessage | null;
}

// 'form' and 'name' are this component's own, whatever the control's HTML attributes call so.
type Bound = keyof BoundFieldProps<unknown> | 'onBlur' | 'ref' | 'form' | 'name' | 'inWords';

type FormFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Output, Props> = {
  /** The control to show: TextField, DateField, SelectField, LicencePicker… */
  as: ComponentType<Props>;
  form: UseFormReturn<Values, unknown, Output>;
  name: Name;
  /** Checks a typed value as the field is left (a date), not only when the form is sent. */
  validateOnBlur?: boolean;
  /** What the field's messages interpolate (the minimum a bid must reach, say). */
  messageValues?: FormMessage['values'];
  /**
   * A value as typed, written as the page writes it, where that differs (an amount: `amountInWords`,
   * a date: `dayInWords`): a choice between two values (MergeChoices) names them so. A select's
   * options name theirs.
   */
  inWords?: (value: string) => string;
} & Omit<Props, Bound>;

/**
 * Binds one control of ui/fields to one field of a form: its value, its change (which takes the
 * field's message away until the next send), its focus (the first field to fix gets it), its
 * message, which the control shows translated as an alert, and its label, which names it in the
 * form's summary of fields to fix.
 */
export function FormField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Output,
  Props extends BoundFieldProps<PathValue<Values, Name>>,
>({
  as: Field,
  form,
  name,
  validateOnBlur = false,
  messageValues,
  inWords,
  ...rest
}: FormFieldProps<Values, Name, Output, Props>) {
  const { field } = useController({ control: form.control, name });
  const { refresh } = useContext(FormRefresh);
  const fields = useContext(FormFields);
  // Read from the form as it is now (see FormRefresh), not from the last state React rendered.
  const error = form.getFieldState(name).error?.message;
  const bound = {
    ...rest,
    value: field.value,
    onChange: (value: PathValue<Values, Name>) => {
      field.onChange(value);
      if (error) form.clearErrors(name);
    },
    onBlur: () => {
      field.onBlur();
      if (validateOnBlur && field.value !== '') void form.trigger(name).then(() => flushSync(refresh));
    },
    ref: (control: HTMLElement | null) => {
      field.ref(control);
      // The form's summary names the field by its label, and its link and a refused send show it.
      if (control)
        fields.set(name, {
          label: (rest as { label?: ReactNode }).label,
          control,
          values: messageValues,
          inWords,
        });
      else fields.delete(name);
    },
    // Every rule's message is a FormMessageKey (product/fieldRules.ts, the forms' schemas).
    error: error ? { key: error as FormMessageKey, values: messageValues } : null,
  };
  // `rest` is Props without what is bound here, so together they are Props again.
  return <Field {...(bound as unknown as Props)} />;
}
