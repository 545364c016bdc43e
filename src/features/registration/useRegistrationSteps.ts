import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { emailAddress, newPassword } from '../../ui/form/rules';
import { useZodForm } from '../../ui/form/useZodForm';
import { useUpload } from '../../ui/useUpload';
import type { UploadWatch } from '../../lib/uploadProgress';

const accountSchema = z.object({ email: emailAddress(), password: newPassword() });
export type Account = z.output<typeof accountSchema>;
export type AccountForm = UseFormReturn<z.input<typeof accountSchema>, unknown, Account>;

/**
 * The three steps both registrations share: account (e-mail, password) → details → success.
 * It lives with whoever shows the form (the landing dialog, the card on /register), not in the
 * form, so closing a dialog keeps what was typed until the delayed reset.
 */
export function useRegistrationSteps<Details extends FieldValues, Sent>(
  detailsSchema: z.ZodMiniType<Sent, Details>,
  emptyDetails: DefaultValues<Details>,
  /** Sends the registration; a registration with files (the buyer's licences) reports through `watch`. */
  register: (account: Account, details: Sent, watch: UploadWatch) => Promise<unknown>,
) {
  // The checked account of step 1; step 2 while there is one.
  const [account, setAccount] = useState<Account | null>(null);
  const accountForm = useZodForm(accountSchema, { email: '', password: '' });
  const detailsForm = useZodForm(detailsSchema, emptyDetails);
  const upload = useUpload();
  const registration = useMutation({
    mutationFn: (sent: { account: Account; details: Sent }) =>
      upload.run((watch) => register(sent.account, sent.details, watch)),
  });

  const send = (details: Sent) => {
    if (account) registration.mutate({ account, details });
  };

  const back = () => {
    registration.reset();
    upload.clear();
    detailsForm.clearErrors();
    setAccount(null);
  };

  const { reset: resetAccount } = accountForm;
  const { reset: resetDetails } = detailsForm;
  const { reset: resetRegistration } = registration;
  const { clear: clearUpload } = upload;
  const reset = useCallback(() => {
    setAccount(null);
    resetAccount();
    resetDetails();
    resetRegistration();
    clearUpload();
  }, [resetAccount, resetDetails, resetRegistration, clearUpload]);

  const step: 1 | 2 | 3 = registration.isSuccess ? 3 : account ? 2 : 1;
  return { step, accountForm, detailsForm, registration, upload, next: setAccount, back, send, reset };
}

export type RegistrationFlow<Details extends FieldValues, Sent> = ReturnType<
  typeof useRegistrationSteps<Details, Sent>
>;
