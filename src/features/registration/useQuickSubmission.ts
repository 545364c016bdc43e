import { useCallback, useRef } from 'react';
import * as z from 'zod/mini';
import { addSimplifiedCar, carExists } from '../../api/cars';
import { registerOneTimeSeller } from '../../api/users';
import { useSendOnce } from '../../product/useSendOnce';
import { normaliseRegistrationNumber } from '../../rules/registrationNumber';
import { FormRefusal } from '../../ui/form/formMessage';
import { useFormDraft } from '../../ui/form/useFormDraft';
import { optionalAmount, phoneNumber, requiredText, wholeNumber } from '../../ui/form/rules';
import { useZodForm } from '../../ui/form/useZodForm';
import { useUpload } from '../../ui/useUpload';
import { useHttp } from '../../api/http';

const quickSchema = z.object({
  name: requiredText(),
  phoneNumber: phoneNumber(),
  // Checked and sent in its one spelling (spec §5: trimmed of whitespace).
  registrationNumber: z.pipe(requiredText(), z.transform(normaliseRegistrationNumber)),
  kilometers: wholeNumber(),
  // Spec §5: optional, 0 when empty; an amount as the language writes it, at most MAX_AMOUNT.
  expectedPrice: optionalAmount(),
  photos: z.array(z.custom<File>()),
});
type Submission = z.output<typeof quickSchema>;

const EMPTY: z.input<typeof quickSchema> = {
  name: '',
  phoneNumber: '',
  registrationNumber: '',
  kilometers: '',
  expectedPrice: '',
  photos: [],
};

interface CreatedOwner {
  userId: string;
  name: string;
  phoneNumber: string;
}

/**
 * Spec §2/§5 quick submission: check the registration number, create the one-time seller, then
 * send the car with its photos. A taken number stops it with the spec's message. What is filled in
 * and chosen is kept as a draft until it is sent; a send that got no answer is sent again only if
 * the car did not arrive (`GET /cars/exists`, contract §6.3).
 */
export function useQuickSubmission() {
  const http = useHttp();
  const form = useZodForm(quickSchema, EMPTY);
  const draft = useFormDraft('quick-submission', form);
  const upload = useUpload();
  // A retry after the car failed reuses the owner already created instead of making another.
  const owner = useRef<CreatedOwner | null>(null);

  const ownerFor = async (name: string, phoneNumber: string): Promise<string> => {
    const known = owner.current;
    if (known && known.name === name && known.phoneNumber === phoneNumber) return known.userId;
    const { userId } = await registerOneTimeSeller(http, { name, phoneNumber });
    owner.current = { userId, name, phoneNumber };
    return userId;
  };

  const submission = useSendOnce({
    send: async ({
      name,
      phoneNumber,
      registrationNumber,
      kilometers,
      expectedPrice,
      photos,
    }: Submission) => {
      if (await carExists(http, registrationNumber)) {
        throw new FormRefusal({ key: 'registration:sellerDialog.carExists' });
      }
      const ownerId = await ownerFor(name, phoneNumber);
      await upload.run((watch) =>
        addSimplifiedCar(http, { ownerId, registrationNumber, kilometers, expectedPrice }, photos, watch),
      );
    },
    arrived: ({ registrationNumber }: Submission) => carExists(http, registrationNumber),
    // Sent (or found arrived): the draft goes and the form empties behind the success step.
    onSuccess: () => {
      draft.clear();
      form.reset();
      owner.current = null;
    },
  });

  // Closed: back to step 1 (spec §2). What was typed stays, as it stays in the draft.
  const { reset: resetSubmission } = submission;
  const { clear: clearUpload } = upload;
  const reset = useCallback(() => {
    resetSubmission();
    clearUpload();
  }, [resetSubmission, clearUpload]);

  return { form, draft, submission, upload, reset };
}
