import { useFormDraft } from '../../ui/form/useFormDraft';
import { useZodForm } from '../../ui/form/useZodForm';
import { carFormSchema, type CarFormValues } from './carFormSchema';

/**
 * The car form's state and its draft, kept by the page that sends it (the page clears the draft
 * when the car is saved). The draft is the logged-in seller's: it goes when they log out.
 */
export function useCarForm(initialValues: CarFormValues, draftKey: string, owner: string | null) {
  const form = useZodForm(carFormSchema, initialValues);
  const draft = useFormDraft(draftKey, form, { owner });
  return { form, draft };
}

export type CarFormState = ReturnType<typeof useCarForm>;
