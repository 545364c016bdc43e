import { useCallback } from 'react';
import * as z from 'zod/mini';
import { addSimplifiedCar, carExists, ownerHasCar } from '../../api/cars';
import { registerOneTimeSeller } from '../../api/users';
import { useSendOnce } from '../../product/useSendOnce';
import { normaliseRegistrationNumber } from '../../rules/registrationNumber';
import { FormRefusal } from '../../ui/form/formMessage';
import { useFormDraft } from '../../ui/form/useFormDraft';
import { FIELD_LIMITS } from '../../fieldValues';
import {
  lettersAndDigits,
  optionalAmount,
  personName,
  phoneNumber,
  wholeNumberIn,
} from '../../product/fieldRules';
import { useZodForm } from '../../ui/form/useZodForm';
import { useUpload } from '../../ui/useUpload';
import { useHttp } from '../../api/http';
import { draftKeys } from '../../product/draftKeys';

const CAR_EXISTS = 'registration:sellerDialog.carExists';

const quickSchema = z.object({
  name: personName(),
  phoneNumber: phoneNumber(),
  // Checked and sent in its one spelling (spec §5: trimmed of whitespace), letters and digits only.
  registrationNumber: lettersAndDigits(FIELD_LIMITS.registrationNumber, normaliseRegistrationNumber),
  kilometers: wholeNumberIn(FIELD_LIMITS.kilometers),
  // Spec §5: optional, 0 when empty; an amount as the language writes it, at most MAX_AMOUNT.
  expectedPrice: optionalAmount(),
  photos: z.array(z.custom<File>()),
  // No field: the record of a car sent, kept in the draft so that it outlives a reload (contract §14.7).
  sentWith: z.nullable(
    z.object({
      ownerId: z.string(),
      name: z.string(),
      phoneNumber: z.string(),
      registrationNumber: z.string(),
    }),
  ),
});
type Submission = z.output<typeof quickSchema>;

const EMPTY: z.input<typeof quickSchema> = {
  name: '',
  phoneNumber: '',
  registrationNumber: '',
  kilometers: '',
  expectedPrice: '',
  photos: [],
  sentWith: null,
};

const isCarExistsRefusal = (failure: unknown) =>
  failure instanceof FormRefusal && failure.formMessage.key === CAR_EXISTS;

/**
 * Spec §2/§5 quick submission: check the registration number, create the one-time seller, then
 * send the car with its photos. A taken number stops it with the spec's message. What is filled in
 * and chosen is kept as a draft until it is sent. Before the car goes, the draft records with which
 * one-time seller it is sent (`sentWith`): a send whose answer was lost, asked again in the same
 * dialog or after a reload, finds its car under that seller (`GET /cars?ownerId=`) and ends as a
 * success, not as "a car with this registration number already exists"; a number that is truly
 * someone else's still gets that message (contract §14.7). The one-time seller is reused while
 * name and phone number are the same.
 */
export function useQuickSubmission() {
  const http = useHttp();
  const form = useZodForm(quickSchema, EMPTY);
  const draft = useFormDraft(draftKeys.quickSubmission, form);
  const upload = useUpload();

  const ownerFor = async ({ name, phoneNumber, sentWith }: Submission): Promise<string> => {
    if (sentWith && sentWith.name === name && sentWith.phoneNumber === phoneNumber) return sentWith.ownerId;
    return (await registerOneTimeSeller(http, { name, phoneNumber })).userId;
  };

  const submission = useSendOnce({
    draft,
    send: async (values: Submission) => {
      const { name, phoneNumber, registrationNumber, kilometers, expectedPrice, photos } = values;
      if (await carExists(http, registrationNumber)) throw new FormRefusal({ key: CAR_EXISTS });
      const ownerId = await ownerFor(values);
      form.setValue('sentWith', { ownerId, name, phoneNumber, registrationNumber });
      // Which seller the car goes with is in the draft before the car goes.
      await draft.keep();
      await upload.run((watch) =>
        addSimplifiedCar(http, { ownerId, registrationNumber, kilometers, expectedPrice }, photos, watch),
      );
    },
    // Only a car this browser sent can have arrived: the one under the one-time seller it was sent with.
    arrived: async ({ sentWith, registrationNumber }: Submission) =>
      sentWith !== null &&
      sentWith.registrationNumber === registrationNumber &&
      ownerHasCar(http, sentWith.ownerId, registrationNumber),
    taken: isCarExistsRefusal,
    // Sent (or found arrived): the draft goes and the form empties behind the success step.
    onSuccess: () => {
      draft.clear();
      form.reset();
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
