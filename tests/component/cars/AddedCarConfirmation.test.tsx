import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { car, ids, sellerUser } from '../../support/fixtures';
import { withNodeMultipart } from '../../support/multipart';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { fillCarForm } from './carFormHelpers';
import { scaled } from '../../support/waitScale';

withNodeMultipart();

const NEW_CAR_ID = 'c0ffee00-0000-4000-8000-000000000042';
const emptyPage = { items: [], totalPages: 0, totalElements: 0, currentPage: 0 };

function serveSeller() {
  server.use(
    http.get('/api/v1/users/:id', () => HttpResponse.json(sellerUser())),
    // The backend pages in database order: the new car is not on the list's first page.
    http.get('/api/v1/cars', () => HttpResponse.json(emptyPage)),
    http.post('/api/v1/cars/add-complete-user', () =>
      HttpResponse.json(
        car({
          id: NEW_CAR_ID,
          make: 'Tesla',
          model: 'Model 3',
          registrationNumber: 'EL99999',
          status: 'Vurdering',
        }),
      ),
    ),
    http.get(`/api/v1/cars/${NEW_CAR_ID}`, () =>
      HttpResponse.json(
        car({ id: NEW_CAR_ID, make: 'Tesla', model: 'Model 3', registrationNumber: 'EL99999' }),
      ),
    ),
  );
}

describe('after adding a car', { timeout: scaled(30000) }, () => {
  it('lands on the profile with a confirmation naming the car and a link straight to it, in both languages', async () => {
    signIn(makeToken(), ids.seller);
    serveSeller();
    const { user, location } = renderApp(`/user/${ids.seller}/add-car`, { userOptions: { delay: null } });
    await screen.findByLabelText(/^Make/, {}, { timeout: scaled(8000) });
    await fillCarForm(user);
    await user.click(screen.getByRole('button', { name: 'Add car' }));

    await waitFor(() => expect(location.current.pathname).toBe(`/user/${ids.seller}`));
    const confirmation = await screen.findByText(
      'Tesla Model 3 (EL99999) was added. The car is reviewed before it can go on auction.',
    );
    const region = confirmation.closest('[role="status"]');
    expect(region).not.toBeNull();
    // It takes the focus, so a screen reader reads it at once and the link is the next stop.
    expect(region).toHaveFocus();
    expect(within(region as HTMLElement).getByRole('link', { name: 'View Tesla Model 3' })).toHaveAttribute(
      'href',
      `/car/${NEW_CAR_ID}`,
    );

    // The backend's first page does not hold it (database order, no date): the list shows it first anyway.
    const yourCars = within(screen.getByRole('region', { name: 'Your cars' }));
    expect((await yourCars.findAllByRole('listitem'))[0]).toHaveTextContent('Tesla Model 3');

    await act(() => i18n.changeLanguage('no'));
    expect(
      screen.getByText('Tesla Model 3 (EL99999) er lagt til. Bilen vurderes før den kan komme på auksjon.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Se Tesla Model 3' }));
    await waitFor(() => expect(location.current.pathname).toBe(`/car/${NEW_CAR_ID}`));
  });

  it('can be hidden with its close button', async () => {
    signIn(makeToken(), ids.seller);
    serveSeller();
    const { user } = renderApp(`/user/${ids.seller}/add-car`, { userOptions: { delay: null } });
    await screen.findByLabelText(/^Make/, {}, { timeout: scaled(8000) });
    await fillCarForm(user);
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    await screen.findByText(/^Tesla Model 3 \(EL99999\) was added/, {}, { timeout: scaled(8000) });
    await user.click(screen.getByRole('button', { name: 'Hide the message' }));
    expect(screen.queryByText(/was added/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cars' })).toBeInTheDocument();
    // Hidden, the message no longer holds the car first: the list is the backend's page again.
    expect(
      within(screen.getByRole('region', { name: 'Your cars' })).queryByText(/Tesla Model 3/),
    ).not.toBeInTheDocument();
  });

  it('says nothing on a plain visit to the profile', async () => {
    signIn(makeToken(), ids.seller);
    serveSeller();
    renderApp(`/user/${ids.seller}`);
    expect(
      await screen.findByRole('heading', { name: 'Your cars' }, { timeout: scaled(8000) }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/was added/)).not.toBeInTheDocument();
  });
});
