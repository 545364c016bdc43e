import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersScreen } from '../../../src/features/admin/users/UsersScreen';
import { auctionSummary, car, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { operatorApi, writesOf } from './operatorApi';

const runningCar = '99999999-9999-4999-8999-9999999999a1';
const pausedCar = '99999999-9999-4999-8999-9999999999a2';

/** The demo seller with a car on a running auction and one on a paused auction, besides her sold car. */
function sellerWithOpenAuctions() {
  const api = operatorApi();
  api.cars[runningCar] = car({ id: runningCar, registrationNumber: 'EK10001', status: 'Auksjon' });
  api.cars[pausedCar] = car({ id: pausedCar, registrationNumber: 'EK10002', status: 'Auksjon' });
  api.auctions.push(
    auctionSummary({
      id: 'running-auction',
      carDetails: { carId: runningCar, makeModel: 'Audi A6', modelYear: '2020', thumbnailImageUrl: null },
    }),
    auctionSummary({
      id: 'paused-auction',
      status: 'Deaktivert',
      carDetails: { carId: pausedCar, makeModel: 'BMW X3', modelYear: '2019', thumbnailImageUrl: null },
    }),
  );
  return api;
}

describe("the console's deletion of a seller with open auctions (spec §12)", () => {
  it('refuses from its title on, names each open auction, running or paused, and leads to each on the Auctions board', async () => {
    const api = sellerWithOpenAuctions();
    const { user } = renderWithProviders(<UsersScreen />);
    await user.type(
      await screen.findByRole('searchbox', { name: /^Name, e-mail or phone number/ }),
      'selger@demo',
    );
    const seller = await screen.findByRole('article', { name: 'Siri Selger' });
    await user.click(within(seller).getByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Siri Selger cannot be deleted now' });
    expect(dialog).not.toHaveTextContent('is logged out everywhere and deleted');
    const refusal = within(dialog).getByRole('alert');
    expect(refusal).toHaveTextContent(
      /^The account cannot be deleted while these 2 auctions of theirs are open:/,
    );
    const rows = within(refusal)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows.toSorted()).toEqual(['EK10001 Audi A6 Running', 'EK10002 BMW X3 Paused']);
    // Each auction opens on the board alone: several cars share a make and model.
    expect(within(refusal).getByRole('link', { name: 'EK10001 Audi A6' })).toHaveAttribute(
      'href',
      `/admin/auctions?car=${runningCar}`,
    );
    expect(within(refusal).getByRole('link', { name: 'EK10002 BMW X3' })).toHaveAttribute(
      'href',
      `/admin/auctions?car=${pausedCar}`,
    );
    expect(refusal).toHaveTextContent('Bidders bid on these cars in good faith');
    expect(within(refusal).getByRole('link', { name: 'Go to Auctions' })).toHaveAttribute(
      'href',
      '/admin/auctions',
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete permanently' })).not.toBeInTheDocument();
    // Only her cars' auctions were asked for, never every auction (contract §12 #22).
    const lists = api.requests.filter((request) => request.path === '/api/v1/auctions');
    expect(lists.length).toBeGreaterThan(0);
    expect(
      lists.every((request) => new URLSearchParams(request.search).get('ids')?.includes(runningCar)),
    ).toBe(true);
    expect(writesOf(api)).toEqual([]);
  });

  it('deletes once the auctions are settled: an ended auction no longer stands in the way', async () => {
    const api = sellerWithOpenAuctions();
    for (const auction of api.auctions) if (auction.id !== ids.auction) auction.status = 'Avsluttet';
    api.cars[runningCar] = car({ id: runningCar, registrationNumber: 'EK10001', status: 'Solgt' });
    api.cars[pausedCar] = car({ id: pausedCar, registrationNumber: 'EK10002', status: 'Solgt' });
    const { user } = renderWithProviders(<UsersScreen />);
    await user.type(
      await screen.findByRole('searchbox', { name: /^Name, e-mail or phone number/ }),
      'selger@demo',
    );
    const seller = await screen.findByRole('article', { name: 'Siri Selger' });
    await user.click(within(seller).getByRole('button', { name: 'Delete user' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Siri Selger?' });
    expect(await within(dialog).findByText('These 3 cars are deleted with the account:')).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I understand that sold cars are deleted too' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    // The cars go just afterwards on production's executor: said, so that none is started meanwhile.
    await screen.findByText(/^Siri Selger is deleted\. The server deletes their cars just afterwards/);
    expect(writesOf(api)).toEqual([`DELETE /api/v1/users/${ids.seller}`]);
  });
});
