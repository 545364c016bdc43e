import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuctionsBoardScreen } from '../../../src/features/admin/auctions/AuctionsBoardScreen';
import { i18n } from '../../../src/i18n';
import { instantToNorwegianInput } from '../../../src/lib/norwegianTime';
import { server } from '../../msw/server';
import { auctionSummary, fullAuction, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { asOperator, recordRequests } from './adminSetup';
import { scaled } from '../../support/waitScale';

beforeAll(async () => {
  await import('../../../src/features/admin/shared/AuctionTermsDialog');
}, 30_000);
afterEach(() => server.events.removeAllListeners());

const volvoCar = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const volvoAuction = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
// A month ahead, on the minute: an edit keeps it, and it stays in the future whenever the test runs.
const end = new Date(Math.floor((Date.now() + 30 * 86_400_000) / 60_000) * 60_000).toISOString();
const shownEnd = instantToNorwegianInput(end);

const golf = auctionSummary({
  highestBid: { bidderId: ids.rep1, amount: 112000, placedAt: '2026-11-25T10:00:00Z' },
  expectedPrice: 150000,
  endDateTime: end,
});
const volvo = auctionSummary({
  id: volvoAuction,
  status: 'Avsluttet',
  highestBid: null,
  expectedPrice: 90000,
  carDetails: { carId: volvoCar, makeModel: 'Volvo V70', modelYear: '2012', thumbnailImageUrl: null },
});

/** The board's three list calls, one per status, and the full auctions the bidder counts read. */
function serveBoard(
  lists: Record<string, unknown[]> = { Aktivt: [golf], Deaktivert: [], Avsluttet: [volvo] },
) {
  asOperator();
  server.use(
    http.get('/api/v1/auctions/by-status', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      return HttpResponse.json({ items: lists[status] ?? [], totalPages: 1 });
    }),
    http.get(`/api/v1/auctions/by-car/${ids.car}`, () =>
      HttpResponse.json(
        fullAuction({
          bids: [
            { bidderId: ids.rep1, amount: 110000, placedAt: '2026-11-25T09:00:00Z' },
            { bidderId: ids.rep2, amount: 111000, placedAt: '2026-11-25T09:30:00Z' },
            { bidderId: ids.rep1, amount: 112000, placedAt: '2026-11-25T10:00:00Z' },
          ],
        }),
      ),
    ),
    http.get(`/api/v1/auctions/by-car/${volvoCar}`, () =>
      HttpResponse.json(fullAuction({ id: volvoAuction, status: 'FINISHED' })),
    ),
    // A write reads the auction's stored terms again (its expected price is sent back as it is).
    http.get('/api/v1/auctions/:id', ({ params }) => {
      const stored = Object.values(lists)
        .flat()
        .find((auction) => (auction as { id: string }).id === params.id);
      return stored ? HttpResponse.json(stored) : new HttpResponse(null, { status: 404 });
    }),
  );
}

// 12 ended auctions, Volvos and Saabs: two pages of ten.
const endedCars = Array.from({ length: 12 }, (_, n) => ({
  auctionId: `cccccccc-cccc-4ccc-8ccc-${String(n).padStart(12, '0')}`,
  carDetails: {
    carId: `dddddddd-dddd-4ddd-8ddd-${String(n).padStart(12, '0')}`,
    makeModel: n % 2 === 0 ? 'Volvo V70' : 'Saab 9-5',
    modelYear: '2012',
    thumbnailImageUrl: null,
  },
}));
const ended = endedCars.map(({ auctionId, carDetails }, n) =>
  auctionSummary({
    id: auctionId,
    status: 'Avsluttet',
    highestBid: null,
    endDateTime: new Date(Date.parse(end) + n * 60_000).toISOString(),
    carDetails,
  }),
);

function serveEnded() {
  serveBoard({ Aktivt: [golf], Deaktivert: [], Avsluttet: ended });
  server.use(
    http.get('/api/v1/auctions/by-car/:carId', ({ params }) => {
      const car = endedCars.find(({ carDetails }) => carDetails.carId === params.carId);
      return HttpResponse.json(
        fullAuction({ id: car?.auctionId, carDetails: car?.carDetails, status: 'FINISHED' }),
      );
    }),
  );
}

const region = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));
const row = (name: string) => within(screen.getByRole('article', { name: new RegExp(name) }));
const renderBoard = () => renderWithProviders(<AuctionsBoardScreen />, { userOptions: { delay: null } });

describe('the auctions board', { timeout: scaled(15_000) }, () => {
  it('lists each status with one call, with highest bid, bidders and end time', async () => {
    serveBoard();
    const seen = recordRequests();
    renderBoard();
    expect(await screen.findByRole('article', { name: /Volkswagen Golf/ })).toBeInTheDocument();
    const active = region('Active');
    expect(active.getByText('112 000,-')).toBeInTheDocument();
    expect(await active.findByText('2')).toBeInTheDocument();
    expect(active.getByText(`${shownEnd?.date ?? ''} ${shownEnd?.time ?? ''}`)).toBeInTheDocument();
    expect(region('Paused').getByText('None.')).toBeInTheDocument();
    expect(region('Ended').getByText('No bids')).toBeInTheDocument();
    const lists = seen.filter((request) => request.includes('/by-status'));
    expect(
      lists
        .map((request) => new URL(request.split(' ')[1] ?? '', 'http://x').searchParams.get('status'))
        .sort(),
    ).toEqual(['Aktivt', 'Avsluttet', 'Deaktivert']);
  });

  it('pauses an active auction, says so and refetches the lists', async () => {
    serveBoard();
    const seen = recordRequests();
    let paused = false;
    server.use(
      http.put(`/api/v1/auctions/${ids.auction}`, ({ request }) => {
        paused = new URL(request.url).searchParams.get('status') === 'Deaktivert';
        return new HttpResponse(null, { status: 200 });
      }),
      http.get('/api/v1/auctions/by-status', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const items =
          status === 'Deaktivert' && paused
            ? [{ ...golf, status: 'Deaktivert' }]
            : status === 'Aktivt' && !paused
              ? [golf]
              : [];
        return HttpResponse.json({ items, totalPages: 1 });
      }),
    );
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Pause Volkswagen Golf' }));
    expect(await screen.findByText('Volkswagen Golf is paused.')).toBeInTheDocument();
    expect(
      await region('Paused').findByRole('button', { name: 'Resume Volkswagen Golf' }),
    ).toBeInTheDocument();
    expect(seen).toContain(`PUT /api/v1/auctions/${ids.auction}?status=Deaktivert`);
  });

  it('edits the terms, saying bids stop at an earlier end while the close waits for the old one', async () => {
    serveBoard();
    let sent: unknown;
    server.use(
      http.put('/api/v1/auctions', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit the auction of Volkswagen Golf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the auction of Volkswagen Golf' }));
    expect(
      dialog.getByText(
        /bids are refused from the new end on, but the auction is only closed.*at the end it had before\. A later end is honoured: the auction closes at the new end\./,
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText(/^End time/)).toHaveValue(shownEnd?.time);
    const step = dialog.getByLabelText(/^Minimal step/);
    await user.clear(step);
    await user.type(step, '2000');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The auction of Volkswagen Golf was changed.')).toBeInTheDocument();
    expect(sent).toEqual({
      id: ids.auction,
      startingPrice: 100000,
      minimalStep: 2000,
      expectedPrice: 150000,
      endDateTime: end,
    });
  });

  it('keeps the typed terms when the server refuses an edit', async () => {
    serveBoard();
    server.use(http.put('/api/v1/auctions', () => new HttpResponse(null, { status: 403 })));
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit the auction of Volkswagen Golf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the auction of Volkswagen Golf' }));
    const start = dialog.getByLabelText(/^Starting price/);
    await user.clear(start);
    await user.type(start, '95000');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('alert').some((alert) => alert.textContent !== '')).toBe(true),
    );
    expect(start).toHaveValue('95000');
    expect(screen.getByRole('dialog', { name: 'Edit the auction of Volkswagen Golf' })).toBeInTheDocument();
  });

  it('restarts an ended auction with a new end at least an hour ahead', async () => {
    serveBoard();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/v1/auctions/update-restart', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderBoard();
    expect(await screen.findByRole('article', { name: /Volvo V70/ })).toBeInTheDocument();
    expect(row('Volkswagen Golf').queryByRole('button', { name: /^Restart/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restart the auction of Volvo V70' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Restart the auction of Volvo V70' }));
    expect(dialog.getByText(/at least one hour ahead/)).toBeInTheDocument();
    // Nothing was bid: no old highest bid to warn of.
    expect(dialog.queryByText(/still leads/)).not.toBeInTheDocument();
    const later = instantToNorwegianInput(new Date(Date.now() + 3 * 86_400_000).toISOString());
    await user.clear(dialog.getByLabelText(/^End date/));
    await user.type(dialog.getByLabelText(/^End date/), later?.date ?? '');
    await user.clear(dialog.getByLabelText(/^End time/));
    await user.type(dialog.getByLabelText(/^End time/), '20:00');
    await user.click(dialog.getByRole('button', { name: 'Restart auction' }));
    expect(await screen.findByText('The auction of Volvo V70 was restarted.')).toBeInTheDocument();
    expect(sent).toMatchObject({ id: volvoAuction, expectedPrice: 90000 });
    expect(Date.parse(String(sent?.endDateTime))).toBeGreaterThan(Date.now());
  });

  it('says a restart keeps the old highest bid, which still leads', async () => {
    const endedGolf = { ...golf, status: 'Avsluttet', endDateTime: '2026-01-01T12:00:00Z' };
    serveBoard({ Aktivt: [], Deaktivert: [], Avsluttet: [endedGolf] });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Restart the auction of Volkswagen Golf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Restart the auction of Volkswagen Golf' }));
    expect(
      dialog.getByText(/the highest, 112 000,-, still leads, and the next bid must beat it/),
    ).toBeInTheDocument();
  });

  it('resumes a paused auction by a restart with its own terms, so that it still closes at its end', async () => {
    const paused = { ...golf, status: 'Deaktivert' };
    serveBoard({ Aktivt: [], Deaktivert: [paused], Avsluttet: [] });
    const seen = recordRequests();
    let sent: unknown;
    server.use(
      http.put('/api/v1/auctions/update-restart', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Resume Volkswagen Golf' }));
    expect(
      await screen.findByText('Volkswagen Golf is active again and will close at its end.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      id: ids.auction,
      startingPrice: 100000,
      minimalStep: 1000,
      expectedPrice: 150000,
      endDateTime: end,
    });
    // Never the plain status change, which arms no finish (contract §14.2).
    expect(seen.filter((request) => request.startsWith('PUT'))).toEqual([
      'PUT /api/v1/auctions/update-restart',
    ]);
  });

  it('asks for a new end to resume an auction whose end passed while it was paused', async () => {
    const passed = {
      ...golf,
      status: 'Deaktivert',
      endDateTime: new Date(Date.now() - 3_600_000).toISOString(),
    };
    serveBoard({ Aktivt: [], Deaktivert: [passed], Avsluttet: [] });
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/v1/auctions/update-restart', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Volkswagen Golf/ });
    expect(row('Volkswagen Golf').getByText('End passed')).toBeInTheDocument();
    expect(
      row('Volkswagen Golf').getByText(
        /Its end passed while it was paused, but its finish job is still stored: a server restart would end it as a sale/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume Volkswagen Golf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Resume the auction of Volkswagen Golf' }));
    expect(dialog.getByText(/Its end passed while it was paused, so it needs a new end/)).toBeInTheDocument();
    expect(dialog.getByText(/112 000,-, still leads/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Resume with this end' }));
    expect(await screen.findByText('Volkswagen Golf is active again until its new end.')).toBeInTheDocument();
    expect(Date.parse(String(sent?.endDateTime))).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('lets the edit of a paused auction past its end replace its stored job and keep the pause', async () => {
    const passed = {
      ...golf,
      status: 'Deaktivert',
      endDateTime: new Date(Date.now() - 3_600_000).toISOString(),
    };
    serveBoard({ Aktivt: [], Deaktivert: [passed], Avsluttet: [] });
    const writes: string[] = [];
    let restart: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/v1/auctions/update-restart', async ({ request }) => {
        writes.push('update-restart');
        restart = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(null, { status: 200 });
      }),
      http.put(`/api/v1/auctions/${ids.auction}`, ({ request }) => {
        writes.push(`status=${new URL(request.url).searchParams.get('status')}`);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit the auction of Volkswagen Golf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Volkswagen Golf, still paused' }));
    expect(
      dialog.getByText(/If the server restarts, that job runs and ends the auction as it stands/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save, keep paused' }));
    expect(await screen.findByText('Volkswagen Golf has a new end and is still paused.')).toBeInTheDocument();
    // The restart replaces the stored job (RedisTaskScheduler.onAuctionRestarted); then the pause again.
    expect(writes).toEqual(['update-restart', 'status=Deaktivert']);
    expect(Date.parse(String(restart?.endDateTime))).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('reopens a stranded auction on edit, since a plain edit arms no finish: paused, then restarted', async () => {
    const stranded = { ...golf, endDateTime: new Date(Date.now() - 86_400_000).toISOString() };
    serveBoard({ Aktivt: [stranded], Deaktivert: [], Avsluttet: [] });
    const writes: string[] = [];
    let restart: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/v1/auctions', () => {
        writes.push('edit');
        return new HttpResponse(null, { status: 200 });
      }),
      http.put('/api/v1/auctions/update-restart', async ({ request }) => {
        writes.push('update-restart');
        restart = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(null, { status: 200 });
      }),
      http.put(`/api/v1/auctions/${ids.auction}`, ({ request }) => {
        writes.push(`status=${new URL(request.url).searchParams.get('status')}`);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit the auction of Volkswagen Golf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the auction of Volkswagen Golf' }));
    expect(
      dialog.getByText(/no finish job is set up, so a plain edit would never close it/),
    ).toBeInTheDocument();
    expect(dialog.queryByText(/A later end is honoured/)).not.toBeInTheDocument();
    const step = dialog.getByLabelText(/^Minimal step/);
    await user.clear(step);
    await user.type(step, '2000');
    await user.click(dialog.getByRole('button', { name: 'Save and reopen' }));
    expect(
      await screen.findByText('Volkswagen Golf is open again until its new end, and closes then.'),
    ).toBeInTheDocument();
    expect(writes).toEqual(['status=Deaktivert', 'update-restart']);
    expect(restart).toMatchObject({ id: ids.auction, minimalStep: 2000, expectedPrice: 150000 });
    expect(Date.parse(String(restart?.endDateTime))).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('says in Norwegian what a restart would do to a paused auction past its end, and what its edit does', async () => {
    await i18n.changeLanguage('no');
    const passed = {
      ...golf,
      status: 'Deaktivert',
      endDateTime: new Date(Date.now() - 3_600_000).toISOString(),
    };
    serveBoard({ Aktivt: [], Deaktivert: [passed], Avsluttet: [] });
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Volkswagen Golf/ });
    expect(
      row('Volkswagen Golf').getByText(
        /en omstart av serveren ville avsluttet den som et salg til høyeste bud/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Endre auksjonen for Volkswagen Golf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Endre Volkswagen Golf, fortsatt pauset' }));
    expect(
      dialog.getByText(/Startes serveren på nytt, kjører den og avslutter auksjonen/),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Lagre, behold pausen' })).toBeInTheDocument();
  });

  it('offers to close an active auction that nothing will close, as its finish would', async () => {
    const stranded = { ...golf, endDateTime: new Date(Date.now() - 86_400_000).toISOString() };
    serveBoard({ Aktivt: [stranded], Deaktivert: [], Avsluttet: [] });
    const seen = recordRequests();
    server.use(
      http.put(`/api/v1/auctions/${ids.auction}`, () => new HttpResponse(null, { status: 200 })),
      http.put(`/api/v1/cars/${ids.car}`, () => new HttpResponse(null, { status: 200 })),
    );
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Volkswagen Golf/ });
    expect(row('Volkswagen Golf').getByText('Not closed')).toBeInTheDocument();
    expect(row('Volkswagen Golf').queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the auction of Volkswagen Golf now' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Close the auction of Volkswagen Golf?' }));
    expect(dialog.getByText(/the highest bid wins, the car is marked sold/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close auction' }));
    expect(await screen.findByText('The auction of Volkswagen Golf is closed.')).toBeInTheDocument();
    expect(seen.filter((request) => request.startsWith('PUT'))).toEqual([
      `PUT /api/v1/auctions/${ids.auction}?status=Avsluttet`,
      `PUT /api/v1/cars/${ids.car}?status=Solgt`,
    ]);
  });

  it('deletes an auction whose car was deleted with its seller, and says so', async () => {
    serveBoard();
    server.use(
      http.delete(`/api/v1/auctions/${volvoAuction}`, () => new HttpResponse(null, { status: 200 })),
      http.put(`/api/v1/cars/${volvoCar}`, () =>
        HttpResponse.json(
          {
            statusCode: 404,
            message: `Car with id '${volvoCar}' does not exist`,
            timestamp: '2026-11-26T10:00:00',
          },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Delete the auction of Volvo V70' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete auction' }));
    expect(await screen.findByText(/Its car had already been deleted with its seller/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('deletes an auction after a confirmation, then puts its car back in review', async () => {
    serveBoard();
    const seen = recordRequests();
    server.use(
      http.delete(`/api/v1/auctions/${volvoAuction}`, () => new HttpResponse(null, { status: 200 })),
      http.put(`/api/v1/cars/${volvoCar}`, () => new HttpResponse(null, { status: 200 })),
    );
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Delete the auction of Volvo V70' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete the auction of Volvo V70?' }));
    expect(dialog.getByText(/goes back to the applications/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete auction' }));
    expect(await screen.findByText(/The auction of Volvo V70 was deleted/)).toBeInTheDocument();
    const writes = seen.filter((request) => !request.startsWith('GET'));
    expect(writes).toEqual([
      `DELETE /api/v1/auctions/${volvoAuction}`,
      `PUT /api/v1/cars/${volvoCar}?status=Vurdering`,
    ]);
  });

  it('narrows every list to the make and model typed in the filter', async () => {
    serveBoard({ Aktivt: [golf], Deaktivert: [], Avsluttet: [volvo] });
    const { user } = renderBoard();
    expect(await screen.findByRole('article', { name: /Volvo V70/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by make and model' }), 'golf');
    await waitFor(() => expect(screen.queryByRole('article', { name: /Volvo V70/ })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: /Volkswagen Golf/ })).toBeInTheDocument();
    expect(region('Ended').getByText('None.')).toBeInTheDocument();
  });

  it('keeps the filter and each list’s page in the URL', async () => {
    serveEnded();
    const { user, location } = renderWithProviders(<AuctionsBoardScreen />, {
      path: '/admin/auctions',
      userOptions: { delay: null },
    });
    const endedList = await screen.findByRole('region', { name: /^Ended/ });
    await user.click(await within(endedList).findByRole('button', { name: 'Next page' }));
    expect(within(endedList).getByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?ended=1'));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by make and model' }), 'saab');
    await waitFor(() => expect(location.current.search).toBe('?q=saab'));
  });

  it('opens a shared link with its filter, and puts a page past the end right', async () => {
    serveEnded();
    const { location } = renderWithProviders(<AuctionsBoardScreen />, {
      path: '/admin/auctions?q=volvo&ended=1',
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /^Ended/ })).toHaveTextContent('Ended (6)'),
    );
    expect(screen.getByRole('searchbox', { name: 'Filter by make and model' })).toHaveValue('volvo');
    expect(screen.queryByRole('article', { name: /Saab/ })).not.toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?q=volvo'));
  });

  it('shows the auction of the car a link names alone, in its list, until every auction is shown again', async () => {
    // Another Volvo V70 on a running auction: the make and model alone cannot tell them apart.
    const otherVolvo = auctionSummary({
      id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
      endDateTime: end,
      carDetails: {
        carId: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
        makeModel: 'Volvo V70',
        modelYear: '2015',
        thumbnailImageUrl: null,
      },
    });
    serveBoard({ Aktivt: [golf, otherVolvo], Deaktivert: [], Avsluttet: [volvo] });
    server.use(http.get('/api/v1/auctions/by-car/:carId', () => HttpResponse.json(fullAuction())));
    const { user, location } = renderWithProviders(<AuctionsBoardScreen />, {
      path: `/admin/auctions?car=${volvoCar}`,
      userOptions: { delay: null },
    });
    expect(await screen.findByRole('article', { name: 'Volvo V70 (2012)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: /^Ended/ })).toHaveTextContent('Ended (1)');
    expect(screen.getByRole('heading', { level: 2, name: /^Active/ })).toHaveTextContent('Active (0)');
    expect(screen.getByText('Only the auction of one car is shown.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Filter by make and model' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all auctions' }));
    expect(await screen.findByRole('article', { name: /Volkswagen Golf/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Filter by make and model' })).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe(''));
  });

  it('says in Norwegian that it shows one car’s auction only', async () => {
    await i18n.changeLanguage('no');
    serveBoard();
    renderWithProviders(<AuctionsBoardScreen />, { path: `/admin/auctions?car=${volvoCar}` });
    expect(await screen.findByRole('article', { name: /Volvo V70/ })).toBeInTheDocument();
    expect(screen.getByText('Bare auksjonen for én bil vises.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vis alle auksjonene' })).toBeInTheDocument();
  });

  it('ignores a car in the URL that is no car id, and shows every auction', async () => {
    serveBoard();
    const { location } = renderWithProviders(<AuctionsBoardScreen />, {
      path: '/admin/auctions?car=EK10001',
    });
    expect(await screen.findByRole('article', { name: /Volkswagen Golf/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Volvo V70/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter by make and model' })).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe(''));
  });

  it('shows the board in Norwegian', async () => {
    await i18n.changeLanguage('no');
    serveBoard();
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Auksjoner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Aktive/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Pauset/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pause Volkswagen Golf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start auksjonen for Volvo V70 på nytt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ingen bud')).toBeInTheDocument());
    expect(
      screen.getByText(
        /En pause, en gjenopptakelse, en endring eller en sletting gjort her når budgivere som har auksjonen åpen/,
      ),
    ).toBeInTheDocument();
  });

  it('says in Norwegian that a paused auction’s end passed, and asks for a new end to resume it', async () => {
    await i18n.changeLanguage('no');
    const passed = {
      ...golf,
      status: 'Deaktivert',
      endDateTime: new Date(Date.now() - 3_600_000).toISOString(),
    };
    serveBoard({ Aktivt: [], Deaktivert: [passed], Avsluttet: [] });
    const { user } = renderBoard();
    await screen.findByRole('article', { name: /Volkswagen Golf/ });
    expect(row('Volkswagen Golf').getByText('Slutten er passert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gjenoppta Volkswagen Golf' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Gjenoppta auksjonen for Volkswagen Golf' }));
    expect(dialog.getByText(/Slutten passerte mens den var pauset/)).toBeInTheDocument();
    expect(dialog.getByText(/det høyeste, 112 000,-, leder fortsatt/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Gjenoppta med denne slutten' })).toBeInTheDocument();
  });
});
