import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../../../src/features/profile/ProfilePage';
import { signIn } from '../../support/appUnderTest';
import { ids, sellerUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const emptyPage = { items: [], totalPages: 0, totalElements: 0, currentPage: 0 };
type Seller = ReturnType<typeof sellerUser>;

/** The seller's own profile over a user the server holds in `stored.now` (the page's read and the read before the PUT). */
function renderOwnProfile() {
  const stored = { now: sellerUser() };
  const bodies: Seller[] = [];
  signIn(makeToken(), ids.seller);
  server.use(
    http.get('/api/v1/users/:id', () => HttpResponse.json(stored.now)),
    http.get('/api/v1/cars', () => HttpResponse.json(emptyPage)),
    http.put('/api/v1/users', async ({ request }) => {
      const body = (await request.json()) as Seller;
      bodies.push(body);
      stored.now = { ...stored.now, ...body };
      return HttpResponse.json(stored.now);
    }),
  );
  const rendered = renderWithProviders(<ProfilePage />, { path: `/user/${ids.seller}`, route: '/user/:id' });
  const changeElsewhere = (changes: Partial<Seller>) => {
    stored.now = { ...stored.now, ...changes };
  };
  return { ...rendered, bodies, changeElsewhere };
}

describe('own profile against a user changed elsewhere (contract §14.13)', () => {
  it('keeps the phone number an operator changed and sends the street changed here', async () => {
    const { user, bodies, changeElsewhere } = renderOwnProfile();
    await user.click(await screen.findByRole('button', { name: 'Change data' }));
    const street = screen.getByLabelText(/^Street address/);
    await user.clear(street);
    await user.type(street, 'Kirkegata 2');
    changeElsewhere({ phoneNumber: '+4790000000' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      phoneNumber: '+4790000000',
      address: { streetAddress: 'Kirkegata 2', postalLocation: 'Oslo', postalCode: '0155' },
    });
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
  });

  it('asks which name to keep when both changed it, and sends the pick', async () => {
    const { user, bodies, changeElsewhere } = renderOwnProfile();
    await user.click(await screen.findByRole('button', { name: 'Change data' }));
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Siri S. Selger');
    changeElsewhere({ name: 'Siri Selgersen' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const choice = await screen.findByRole('group', { name: 'Name' });
    expect(choice).toHaveTextContent(
      'Name was changed from Siri Selger to Siri Selgersen elsewhere while you were editing.',
    );
    expect(bodies).toHaveLength(0);
    await user.click(within(choice).getByRole('button', { name: 'Use Siri S. Selger' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Siri S. Selger' });
  });
});

describe('a seller abroad: the country production keeps in the postal location (contract §4.6)', () => {
  it('shows "London" and "Storbritannia" apart, and sends them joined again with a new street', async () => {
    const { user, bodies, changeElsewhere } = renderOwnProfile();
    changeElsewhere({
      address: {
        streetAddress: '10 Downing Street',
        postalLocation: 'London, Storbritannia',
        postalCode: 'SW1A 2AA',
      },
    });
    expect(await screen.findByLabelText(/^Country/)).toHaveValue('Storbritannia');
    expect(screen.getByLabelText(/^Postal location/)).toHaveValue('London');
    await user.click(await screen.findByRole('button', { name: 'Change data' }));
    const street = screen.getByLabelText(/^Street address/);
    await user.clear(street);
    await user.type(street, '11 Downing Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.address).toEqual({
      streetAddress: '11 Downing Street',
      postalLocation: 'London, Storbritannia',
      postalCode: 'SW1A 2AA',
    });
  });
});
