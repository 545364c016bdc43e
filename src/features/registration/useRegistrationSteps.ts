import { useCallback, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { useSendOnce } from '../../product/useSendOnce';
import { emailAddress, newPassword } from '../../product/fieldRules';
import { useFormDraft, type FormDraft } from '../../ui/form/useFormDraft';
import { useZodForm } from '../../ui/form/useZodForm';
import { useUpload } from '../../ui/useUpload';
import type { UploadWatch } from '../../lib/uploadProgress';
import { ApiError } from '../../api/ApiError';
import { useHttp, type HttpClient } from '../../api/http';
import { accountExists } from '../../api/users';

const accountSchema = z.object({ email: emailAddress(), password: newPassword() });
export type Account = z.output<typeof accountSchema>;
const DETAILS_NEVER_KEPT = ['licences', 'terms'] as const;
export type AccountForm = UseFormReturn<z.input<typeof accountSchema>, unknown, Account>;

/**
 * The three steps both registrations share: account (e-mail, password) → details → success.
 * It lives with whoever shows the form (the landing dialog, the card on /register), not in the
 * form. What is typed and chosen, the password, licence files and the terms' acceptance apart, is
 * kept as a draft under `drafts` (product/draftKeys) until it is sent: closing, reloading or losing the connection
 * loses nothing. A send whose answer was lost (sent again after no answer, or refused with 409 as
 * taken, after a reload too) asks the public login with what the user just typed whether an account
 * of `role` with that e-mail and password exists: then it arrived, and ends as a success, never as
 * "e-mail taken" (contract §14.7).
 */
export function useRegistrationSteps<Details extends FieldValues, Sent>(
  drafts: { account: string; details: string },
  role: 'SELLER' | 'BUYER_COMPANY',
  detailsSchema: z.ZodMiniType<Sent, Details>,
  emptyDetails: DefaultValues<Details>,
  /** Sends the registration; a registration with files (the buyer's licences) reports through `watch`. */
  register: (http: HttpClient, account: Account, details: Sent, watch: UploadWatch) => Promise<unknown>,
) {
  // The checked account of step 1; step 2 while there is one.
  const [account, setAccount] = useState<Account | null>(null);
  const accountForm = useZodForm(accountSchema, { email: '', password: '' });
  const detailsForm = useZodForm(detailsSchema, emptyDetails);
  const accountDraft = useFormDraft(drafts.account, accountForm, { omit: ['password'] });
  // A company's licence files are never kept in the browser (the privacy policy says so), nor the
  // acceptance of the terms, which is given when sending.
  const detailsDraft = useFormDraft(drafts.details, detailsForm, { omit: DETAILS_NEVER_KEPT });
  const draft: FormDraft = {
    restored: accountDraft.restored || detailsDraft.restored,
    discard: () => {
      accountDraft.discard();
      detailsDraft.discard();
    },
    clear: () => {
      accountDraft.clear();
      detailsDraft.clear();
    },
    keep: () => Promise.all([accountDraft.keep(), detailsDraft.keep()]).then(() => undefined),
  };
  const upload = useUpload();
  const http = useHttp();
  const registration = useSendOnce({
    draft,
    send: (sent: { account: Account; details: Sent }) =>
      upload.run((watch) => register(http, sent.account, sent.details, watch)),
    arrived: (sent) => accountExists(http, sent.account, role),
    // The e-mail pre-check (`UserApplicationService.registerSeller`, `registerBuyerCompany`) and a
    // taken organisation number answer 409: the login tells which it was.
    taken: (failure) => failure instanceof ApiError && failure.statusCode === 409,
    // Registered: the draft goes and the forms empty behind the success step.
    onSuccess: () => {
      draft.clear();
      accountForm.reset();
      detailsForm.reset();
    },
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

  // Closed: back to step 1 (spec §2). What was typed stays, as it stays in the draft; the
  // password, never kept, goes.
  const { resetField: resetAccountField } = accountForm;
  const { reset: resetRegistration } = registration;
  const { clear: clearUpload } = upload;
  const reset = useCallback(() => {
    setAccount(null);
    resetAccountField('password');
    resetRegistration();
    clearUpload();
  }, [resetAccountField, resetRegistration, clearUpload]);

  const step: 1 | 2 | 3 = registration.isSuccess ? 3 : account ? 2 : 1;
  return { step, accountForm, detailsForm, draft, registration, upload, next: setAccount, back, send, reset };
}

export type RegistrationFlow<Details extends FieldValues, Sent> = ReturnType<
  typeof useRegistrationSteps<Details, Sent>
>;
