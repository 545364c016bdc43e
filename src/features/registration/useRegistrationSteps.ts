import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { emailAddress, newPassword } from '../../ui/form/rules';
import { useZodForm } from '../../ui/form/useZodForm';

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
  register: (account: Account, details: Sent) => Promise<unknown>,
) {
  // The checked account of step 1; step 2 while there is one.
  const [account, setAccount] = useState<Account | null>(null);
  const accountForm = useZodForm(accountSchema, { email: '', password: '' });
  const detailsForm = useZodForm(detailsSchema, emptyDetails);
  const registration = useMutation({
    mutationFn: (sent: { account: Account; details: Sent }) => register(sent.account, sent.details),
  });

  const send = (details: Sent) => {
    if (account) registration.mutate({ account, details });
  };

  const back = () => {
    registration.reset();
    detailsForm.clearErrors();
    setAccount(null);
  };

  const { reset: resetAccount } = accountForm;
  const { reset: resetDetails } = detailsForm;
  const { reset: resetRegistration } = registration;
  const reset = useCallback(() => {
    setAccount(null);
    resetAccount();
    resetDetails();
    resetRegistration();
  }, [resetAccount, resetDetails, resetRegistration]);

  const step: 1 | 2 | 3 = registration.isSuccess ? 3 : account ? 2 : 1;
  return { step, accountForm, detailsForm, registration, next: setAccount, back, send, reset };
}

export type RegistrationFlow<Details extends FieldValues, Sent> = ReturnType<
  typeof useRegistrationSteps<Details, Sent>
>;
