import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userSchema, userKey } from '../../../src/api/users';
import { AddCarPage } from '../../../src/features/cars/AddCarPage';
import { EditCarPage } from '../../../src/features/cars/EditCarPage';
import { readDraft } from '../../../src/core/formDrafts';
import { leavePage, signIn, testQueryClient } from '../../support/appUnderTest';
import { car, ids, sellerUser } from '../../support/fixtures';
import { withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';
import { fillCarForm } from './carFormHelpers';
import { scaled } from '../../support/waitScale';

/** The add-car page of the logged-in seller, opened anew (as after a reload). */
function openAddCar() {
  const seller = userSchema.parse(sellerUser());
  signIn(makeToken(), seller.id);
  const queryClient = testQueryClient();
  queryClient.setQueryData(userKey(seller.id), seller);
  return renderWithProviders(<AddCarPage />, {
    path: `/user/${seller.id}/add-car`,
    route: '/user/:id/add-car',
    userOptions: { delay: null },
    queryClient,
  });
}

const KEY = `add-car:${ids.seller}`;
/** Nothing kept: the page opened next has nothing to restore (its own read comes after this). */
const draftGone = () =>
  vi.waitFor(async () => expect(await readDraft(KEY, ids.seller)).toBeNull(), { timeout: scaled(1_000) });

const RESTORED = 'A draft was restored: what you filled in and chose last time is back in the form.';
const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });

withNodeMultipart();

// The pages ask for the own user again (its role); the seller it is.
beforeEach(() => {
  server.use(http.get('/api/v1/users/:id', () => HttpResponse.json(sellerUser())));
});

describe('the add-car form keeps a draft', { timeout: scaled(20000) }, () => {
  it('is filled again, photo included, after a reload; Reset discards it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:thumb');
    URL.revokeObjectURL = vi.fn();
    const first = openAddCar();
    await first.user.type(screen.getByLabelText(/^Make/), 'Volvo');
    await first.user.upload(screen.getByLabelText(/^Photos \(JPEG or PNG\)/), photo());
    await screen.findByRole('img', { name: 'Chosen photo front.png' });
    await leavePage(first);

    const second = openAddCar();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Make/)).toHaveValue('Volvo');
    expect(screen.getByRole('img', { name: 'Chosen photo front.png' })).toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Reset' }));
    await second.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/^Make/)).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    second.unmount();
    await draftGone();

    openAddCar();
    await screen.findByRole('button', { name: 'Add car' });
    expect(screen.getByLabelText(/^Make/)).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('is gone once the car is added', async () => {
    server.use(http.post('/api/v1/cars/add-complete-user', () => HttpResponse.json(car())));
    const first = openAddCar();
    await fillCarForm(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Add car' }));
    await vi.waitFor(() => expect(first.location.current.pathname).toBe(`/user/${ids.seller}`), {
      timeout: scaled(1_000),
    });
    first.unmount();
    await draftGone();

    openAddCar();
    await screen.findByRole('button', { name: 'Add car' });
    expect(screen.getByLabelText(/^Make/)).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('on the edit-car page too: the changes, a removed saved photo included, are there again after a reload', async () => {
    const stored = car();
    signIn(makeToken(), ids.seller);
    server.use(http.get('/api/v1/cars/:id', () => HttpResponse.json(stored)));
    const openEdit = () =>
      renderWithProviders(<EditCarPage />, {
        path: `/car/${stored.id}/edit`,
        route: '/car/:id/edit',
        userOptions: { delay: null },
      });
    const first = openEdit();
    const make = await screen.findByLabelText(/^Make/);
    await first.user.clear(make);
    await first.user.type(make, 'Volvo');
    await first.user.click(screen.getByRole('button', { name: 'Remove saved photo 1' }));
    await leavePage(first);

    openEdit();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Make/)).toHaveValue('Volvo');
    expect(screen.getByLabelText(/^Model/)).toHaveValue(stored.model);
    expect(screen.getAllByRole('img', { name: /^Saved photo/ })).toHaveLength(stored.imagePaths.length - 1);
  });
});
