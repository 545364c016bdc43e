import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../../../src/features/registration/RegisterPage';
import { readDraft } from '../../../src/core/formDrafts';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../support/render';
import { scaled } from '../../support/waitScale';

type User = ReturnType<typeof renderWithProviders>['user'];

async function openSellerCard(user: User) {
  const toggle = await screen.findByRole('button', { name: /Register as seller/ });
  await user.click(toggle);
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the seller card has no panel');
  // The card's form loads as it first opens.
  await within(panel).findByLabelText(/^E-mail/);
  return { toggle, panel };
}

async function fillSeller(user: User, panel: HTMLElement) {
  await user.type(within(panel).getByLabelText(/^E-mail/), 'ny@selger.no');
  await user.type(within(panel).getByLabelText(/^Password/), 'hemmelig1');
  await user.click(within(panel).getByRole('button', { name: 'Next' }));
  await user.type(within(panel).getByLabelText(/^Name/), 'Siri Selger');
  await user.type(within(panel).getByLabelText(/^Phone number/), '91234567');
  await user.type(within(panel).getByLabelText(/^Street address/), 'Storgata 1');
  await user.type(within(panel).getByLabelText(/^Postal location/), 'Oslo');
  await user.type(within(panel).getByLabelText(/^Postal code/), '0155');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RegisterPage', { timeout: scaled(20000) }, () => {
  it('shows the seller and buyer cards, collapsed, and expands them', async () => {
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    const seller = screen.getByRole('button', { name: /Register as seller/ });
    const buyer = screen.getByRole('button', { name: /Register as buyer/ });
    expect(seller).toHaveAttribute('aria-expanded', 'false');
    expect(buyer).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
    // A closed card starts no form: not even a hidden field is there until it opens.
    expect(document.querySelectorAll('input, form')).toHaveLength(0);

    await user.click(buyer);
    expect(buyer).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(buyer.getAttribute('aria-controls') ?? '') as HTMLElement;
    // The form loads as the card first opens (or the pointer comes over it).
    expect(await within(panel).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(within(panel).getByLabelText(/^E-mail/)).toBeVisible();
    await user.click(buyer);
    expect(panel).not.toBeVisible();
    expect(within(panel).getByLabelText(/^E-mail/)).toBeInTheDocument();
  });

  it('registers a seller in three steps', async () => {
    let body: unknown;
    server.use(
      http.post('/api/v1/users/register-seller', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ userId: '99999999-9999-4999-8999-999999999999', name: 'Siri Selger' });
      }),
    );
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const { toggle, panel } = await openSellerCard(user);
    await fillSeller(user, panel);
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await user.click(within(panel).getByRole('button', { name: 'Register' }));

    expect(
      await within(panel).findByRole('heading', { name: 'User is succesfully registered!' }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(body).toEqual({
      name: 'Siri Selger',
      phoneNumber: '+4791234567',
      email: 'ny@selger.no',
      password: 'hemmelig1',
      address: { streetAddress: 'Storgata 1', postalLocation: 'Oslo', postalCode: '0155' },
    });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('checks the seller password length before sending', async () => {
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const { panel } = await openSellerCard(user);
    await user.type(within(panel).getByLabelText(/^E-mail/), 'ny@selger.no');
    await user.type(within(panel).getByLabelText(/^Password/), '1234567');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(within(panel).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Password must be at leat 8 symbols long/,
    );
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('requires every seller detail', async () => {
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const { panel } = await openSellerCard(user);
    await user.type(within(panel).getByLabelText(/^E-mail/), 'ny@selger.no');
    await user.type(within(panel).getByLabelText(/^Password/), 'hemmelig1');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.click(within(panel).getByRole('button', { name: 'Register' }));
    for (const label of [/^Name/, /^Phone number/, /^Street address/, /^Postal location/, /^Postal code/]) {
      expect(within(panel).getByLabelText(label)).toHaveAccessibleDescription('This field is required');
    }
  });

  it('shows the server message on an e-mail that is someone else’s, and keeps the form', async () => {
    server.use(
      // The login knows the e-mail, with another password: not this registration's (contract §14.7).
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
      http.post('/api/v1/users/register-seller', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            message: 'User with this email already exists',
            timestamp: '2025-06-01T17:52:10',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const { panel } = await openSellerCard(user);
    await fillSeller(user, panel);
    await user.click(within(panel).getByRole('button', { name: 'Register' }));
    const message = await within(panel).findByText('User with this email already exists');
    expect(message).toHaveAttribute('role', 'alert');
    expect(within(panel).getByLabelText(/^Street address/)).toHaveValue('Storgata 1');
    await user.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(within(panel).getByLabelText(/^E-mail/)).toHaveValue('ny@selger.no');
  });

  it('starts the seller card over at step 1 a moment after it was closed, the e-mail kept, the password not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<RegisterPage />, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const { toggle, panel } = await openSellerCard(user);
    await user.type(within(panel).getByLabelText(/^E-mail/), 'ny@selger.no');
    await user.type(within(panel).getByLabelText(/^Password/), 'hemmelig1');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.click(toggle);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await user.click(toggle);
    expect(within(panel).getByLabelText(/^E-mail/)).toHaveValue('ny@selger.no');
    expect(within(panel).getByLabelText(/^Password/)).toHaveValue('');
  });

  it('keeps a draft of the seller registration, every field but the password, and fills it in again', async () => {
    const first = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const { panel } = await openSellerCard(first.user);
    await fillSeller(first.user, panel);
    first.unmount();
    await vi.waitFor(
      async () =>
        expect((await readDraft('seller-registration-details', null))?.values).toMatchObject({
          postalCode: '0155',
        }),
      { timeout: scaled(1_000) },
    );
    const account = await readDraft('seller-registration-account', null);
    expect(account?.values).toEqual({ email: 'ny@selger.no' });

    const second = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const { panel: again } = await openSellerCard(second.user);
    expect(await within(again).findByText(/^A draft was restored/)).toBeInTheDocument();
    expect(within(again).getByLabelText(/^E-mail/)).toHaveValue('ny@selger.no');
    expect(within(again).getByLabelText(/^Password/)).toHaveValue('');
    await second.user.type(within(again).getByLabelText(/^Password/), 'hemmelig1');
    await second.user.click(within(again).getByRole('button', { name: 'Next' }));
    // The second step's draft is read from IndexedDB as the step opens: it fills in a moment later.
    await vi.waitFor(
      () => expect(within(again).getByLabelText(/^Street address/)).toHaveValue('Storgata 1'),
      { timeout: scaled(1_000) },
    );
    expect(within(again).getByLabelText(/^Postal code/)).toHaveValue('0155');
  });
});
