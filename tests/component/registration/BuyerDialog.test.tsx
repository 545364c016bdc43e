import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../msw/server';
import { fileNamesOf, jsonPartOf, withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import { BuyerDialogHarness } from './dialogHarness';
import { scaled } from '../../support/waitScale';

interface Sent {
  buyerData: unknown;
  licences: string[];
}

function answer(sent: Sent[]) {
  server.use(
    http.post('/api/v1/users/register-buyer', async ({ request }) => {
      const form = await request.formData();
      const buyerData = await jsonPartOf(form, 'buyerData');
      const licences = fileNamesOf(form, 'organisationLicences');
      // Contract §4.3: a JSON part without its content type, or no licence part, is a 403.
      if (buyerData === undefined || licences.length === 0) return new HttpResponse(null, { status: 403 });
      sent.push({ buyerData, licences });
      return HttpResponse.json({ userId: '88888888-8888-4888-8888-888888888888', name: 'Kari' });
    }),
    // The public login: the account exists once a registration was recorded (contract §1.1).
    http.post('/api/v1/users/login', async ({ request }) => {
      const { email } = (await request.json()) as { email: string };
      if (sent.length === 0) return notFound(email);
      return HttpResponse.json({
        token: 'x.y.z',
        userId: '88888888-8888-4888-8888-888888888888',
        role: 'BUYER_COMPANY',
      });
    }),
  );
}

const notFound = (email: string) =>
  HttpResponse.json(
    { statusCode: 404, message: `User with email ${email} was not found`, timestamp: '2025-06-01T17:52:10' },
    { status: 404 },
  );

type User = ReturnType<typeof renderWithProviders>['user'];

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'open buyer' }));
  return screen.findByRole('dialog', { name: 'Register as buyer' });
}

async function fillAccount(user: User, dialog: HTMLElement, password = 'hemmelig1') {
  await user.type(within(dialog).getByLabelText(/^E-mail/), 'kjoper@firma.no');
  await user.type(within(dialog).getByLabelText(/^Password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
}

async function fillDetails(user: User, dialog: HTMLElement) {
  const type = (label: RegExp, text: string) => user.type(within(dialog).getByLabelText(label), text);
  await type(/^Name/, 'Kari Nordmann');
  await type(/^Phone number/, '+4722334455');
  await type(/^Organisation name/, 'Nordic Export AS');
  await type(/^Organisation number/, '987654321');
  await type(/^Street address/, 'Havnegata 2');
  await type(/^Postal location/, 'Drammen');
  await type(/^Postal code/, '3015');
  await type(/^Country/, 'Norge');
}

const licence = () => new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' });

/** Both steps filled with one licence and the terms accepted, then Register. */
async function registerWithLicence() {
  const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
  const dialog = await openDialog(user);
  await fillAccount(user, dialog);
  await fillDetails(user, dialog);
  await user.upload(within(dialog).getByLabelText(/^Organisation licence/), [licence()]);
  await user.click(within(dialog).getByRole('checkbox', { name: /I accept the terms/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Register' }));
  return { user, dialog };
}

withNodeMultipart();

afterEach(() => {
  vi.useRealTimers();
});

describe('BuyerDialog', { timeout: scaled(20000) }, () => {
  it('checks e-mail and password on step 1 before going on', async () => {
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDialog(user);
    const progress = within(dialog).getByRole('progressbar', { name: 'Registration progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 2');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('This field is required');
    await waitFor(() => expect(within(dialog).getByLabelText(/^E-mail/)).toHaveFocus());

    await user.type(within(dialog).getByLabelText(/^E-mail/), 'not-an-address');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short12');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'Enter a valid e-mail address',
    );
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Password must be at leat 8 symbols long/,
    );
    expect(within(dialog).queryByLabelText(/^Organisation name/)).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'kjoper@firma.no');
    await user.type(within(dialog).getByLabelText(/^Password/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText(/^Organisation name/)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 2');
  });

  it('goes back to step 1 with what was typed', async () => {
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDialog(user);
    await fillAccount(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kari');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('kjoper@firma.no');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Kari');
  });

  it('requires a licence file and the terms before sending', async () => {
    const sent: Sent[] = [];
    answer(sent);
    const { user } = renderWithProviders(<BuyerDialogHarness />, {
      userOptions: { delay: null, applyAccept: false },
    });
    const dialog = await openDialog(user);
    await fillAccount(user, dialog);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByLabelText(/^Organisation licence/)).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(within(dialog).getByLabelText(/^Organisation licence/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription(
      'You must accept the terms to register',
    );

    await user.upload(within(dialog).getByLabelText(/^Organisation licence/), [licence()]);
    expect(within(dialog).getByLabelText(/^Organisation licence/)).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('User is succesfully registered!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('rejects a selection with a file of another type', async () => {
    const { user } = renderWithProviders(<BuyerDialogHarness />, {
      userOptions: { delay: null, applyAccept: false },
    });
    const dialog = await openDialog(user);
    await fillAccount(user, dialog);
    await user.upload(within(dialog).getByLabelText(/^Organisation licence/), [
      licence(),
      new File(['x'], 'photo.jpg', { type: 'image/jpeg' }),
    ]);
    const warning = within(dialog).getByText('Warning! Only these types are allowed: .doc, .docx, .pdf');
    expect(warning).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByText('No files chosen')).toBeInTheDocument();
  });

  it('shows the licence upload with a Cancel that keeps the details and the licence', async () => {
    const sent: Sent[] = [];
    answer(sent);
    server.use(http.post('/api/v1/users/register-buyer', () => delay('infinite'), { once: true }));
    const { user, dialog } = await registerWithLicence();

    expect(await within(dialog).findByRole('progressbar', { name: /^Upload/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(await within(dialog).findByText(/^The upload was cancelled/)).toHaveAttribute('role', 'status');
    expect(within(dialog).getByLabelText(/^Organisation name/)).toHaveValue('Nordic Export AS');
    expect(within(dialog).getByText('licence.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await within(dialog).findByRole('heading', { name: 'User is succesfully registered!' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.licences).toEqual(['licence.pdf']);
  });

  it('sends buyerData as JSON with the licences and shows step 3 without the progress bar', async () => {
    const sent: Sent[] = [];
    answer(sent);
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDialog(user);
    await fillAccount(user, dialog);
    await fillDetails(user, dialog);
    expect(within(dialog).getByLabelText(/^Postal code/)).toHaveValue('3015');
    await user.upload(within(dialog).getByLabelText(/^Organisation licence/), [
      licence(),
      new File(['doc'], 'extra.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ]);
    await user.click(within(dialog).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(
      await within(dialog).findByRole('heading', { name: 'User is succesfully registered!' }),
    ).toHaveFocus();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        buyerData: {
          name: 'Kari Nordmann',
          phoneNumber: '+4722334455',
          organisationName: 'Nordic Export AS',
          organisationNumber: '987654321',
          email: 'kjoper@firma.no',
          password: 'hemmelig1',
          organisationAddress: {
            streetAddress: 'Havnegata 2',
            postalLocation: 'Drammen',
            postalCode: '3015',
            country: 'Norge',
          },
        },
        licences: ['licence.pdf', 'extra.docx'],
      },
    ]);
    await user.click(within(within(dialog).getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a 409 duplicate e-mail',
      () =>
        HttpResponse.json(
          {
            statusCode: 409,
            message: 'User with this email already exists',
            timestamp: '2025-06-01T17:52:10',
          },
          { status: 409 },
        ),
      'User with this email already exists',
    ],
    [
      'a 400 validation error',
      () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'Validation error(s): Password should be at least 8 symbols long; ',
            timestamp: '2025-06-01T17:52:10',
          },
          { status: 400 },
        ),
      'The server did not accept the details: Password must be at leat 8 symbols long',
    ],
    [
      'a 403 with an empty body',
      () => new HttpResponse(null, { status: 403 }),
      'An error occurred. Try refreshing the page',
    ],
    ['no response', () => HttpResponse.error(), 'The server is not responding. Please try again later.'],
  ])('keeps step 2, the values and the files on %s', async (_name, reply, message) => {
    server.use(
      http.post('/api/v1/users/register-buyer', reply),
      // The e-mail is someone else's: the login knows it, with another password (contract §1.1).
      http.post('/api/v1/users/login', () =>
        HttpResponse.json(
          {
            statusCode: 401,
            message: 'Invalid credentials. Please check email or password.',
            timestamp: '2025-06-01T17:52:10',
          },
          { status: 401 },
        ),
      ),
    );
    const { dialog } = await registerWithLicence();

    const alert = await within(dialog).findByText(message);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).getByLabelText(/^Organisation name/)).toHaveValue('Nordic Export AS');
    expect(within(dialog).getByText('licence.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('goes back to step 1 about 2 s after closing, keeping the e-mail (a draft) but not the password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<BuyerDialogHarness />, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const dialog = await openDialog(user);
    await fillAccount(user, dialog);
    expect(within(dialog).getByLabelText(/^Organisation name/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    act(() => {
      vi.advanceTimersByTime(1800);
    });
    const again = await openDialog(user);
    expect(within(again).getByLabelText(/^Organisation name/)).toBeInTheDocument();

    await user.click(within(again).getByRole('button', { name: 'Close' }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    const reset = await openDialog(user);
    expect(within(reset).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(within(reset).getByLabelText(/^E-mail/)).not.toHaveValue('');
    expect(within(reset).getByLabelText(/^Password/)).toHaveValue('');
  });
});
