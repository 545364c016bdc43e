import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RepresentativeAuctions } from '../../../src/features/profile/representative/RepresentativeAuctions';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { auctionSummary, fullAuction, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { bid, renderRoom, setUp, waitForLive } from './roomSetup';

afterEach(() => {
  vi.useRealTimers();
});

const endingIn = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('the outcome in the room', () => {
  it('says "Closing…" when the end passes with the status still ACTIVE, keeps the bid field, and tells the winner only when the server says FINISHED', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const bids = [bid(ids.rep2, 100_000, 30), bid(ids.rep1, 101_000, 20)];
    const auction = { bids, highestBid: bids[1], endDateTime: endingIn(3000) };
    const { broker, byCarCalls, serve } = setUp({ auction: fullAuction(auction) });
    renderRoom();
    await waitForLive(broker);
    const before = byCarCalls.count;
    vi.advanceTimersByTime(4000);
    // No "won" on this computer's word: the server may still take a late bid.
    expect(await screen.findByText(/The time is up on the auction's clock/)).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Auction ends in' })).toHaveTextContent('Closing…');
    expect(screen.getByRole('button', { name: 'Place bid' })).toBeInTheDocument();
    expect(screen.queryByText('You won at 101 000,-')).not.toBeInTheDocument();
    expect(screen.queryByText('Auction ended')).not.toBeInTheDocument();
    await waitFor(() => expect(byCarCalls.count).toBe(before + 1));
    // Read again at a modest cadence until the server says FINISHED.
    serve(fullAuction({ ...auction, status: 'FINISHED' }));
    vi.advanceTimersByTime(5000);
    const notice = await screen.findByText('You won at 101 000,-');
    expect(notice).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Place bid' })).not.toBeInTheDocument();
    // Read out politely, once it is there.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((status) => /^Auction ended\. You won at 101.000,-$/.test(status.textContent)),
      ).toBe(true),
    );
  });

  it('tells the other bidder who won, in Norwegian, once the server says FINISHED', async () => {
    await i18n.changeLanguage('no');
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const bids = [bid(ids.rep1, 100_000, 30), bid(ids.rep2, 102_000, 20)];
    const auction = { bids, highestBid: bids[1], endDateTime: endingIn(3000) };
    const { broker, serve } = setUp({ auction: fullAuction(auction) });
    renderRoom();
    await waitForLive(broker, { language: 'no' });
    vi.advanceTimersByTime(4000);
    expect(await screen.findByText(/Tiden er ute på auksjonens klokke/)).toBeVisible();
    serve(fullAuction({ ...auction, status: 'FINISHED' }));
    vi.advanceTimersByTime(5000);
    expect(
      await screen.findByText(
        'Vunnet av en annen budgiver med 102 000,-. Det kan være en kollega i bedriften din.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Auksjonen er avsluttet').length).toBeGreaterThan(0);
  });

  it('tells a bid the server refused while the auction was closing in place, with no error dialog', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { broker } = setUp({ auction: fullAuction({ endDateTime: endingIn(3000) }) });
    const { user } = renderRoom();
    await waitForLive(broker);
    vi.advanceTimersByTime(4000);
    await screen.findByText(/The time is up on the auction's clock/);
    await user.click(screen.getByRole('button', { name: /^Fill in the minimum bid/ }));
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    // Its end had passed on the server's clock too: the server refuses (contract §7.4).
    broker.pushUserError({ statusCode: 409, message: 'Auction is already closed. Cannot place new bid.' });
    const told = await screen.findByText(/^Your bid of .* was not placed: the auction has ended\.$/);
    expect(told).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the outcome on a later visit, and an auction that ended without bids', async () => {
    const bids = [bid(ids.rep1, 100_000, 3000), bid(ids.rep2, 105_000, 2000)];
    setUp({
      auction: fullAuction({
        status: 'FINISHED',
        bids,
        highestBid: bids[1],
        endDateTime: endingIn(-1000_000),
      }),
    });
    renderRoom();
    expect(
      await screen.findByText('Won by another bidder at 105 000,-. It may be a colleague from your company.'),
    ).toBeInTheDocument();
  });

  it('reopens the room when the fetch at the end brings a later end (a last-second bid)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { broker, serve } = setUp({ auction: fullAuction({ endDateTime: endingIn(3000) }) });
    renderRoom();
    await waitForLive(broker);
    const late = bid(ids.rep2, 100_000, 0);
    serve(fullAuction({ bids: [late], highestBid: late, endDateTime: endingIn(120_000) }));
    vi.advanceTimersByTime(4000);
    await waitFor(() => expect(screen.getByTestId('highest-bid')).toHaveTextContent('100 000,-'));
    expect(screen.getByRole('button', { name: 'Place bid' })).toBeInTheDocument();
    expect(screen.queryByText('Auction ended')).not.toBeInTheDocument();
  });
});

describe('the outcome in a representative’s auctions', () => {
  const finished = (carId: string, makeModel: string, highestBid: ReturnType<typeof bid> | null) =>
    auctionSummary({
      id: `auction-${carId}`,
      status: 'Avsluttet',
      highestBid,
      endDateTime: endingIn(-3600_000),
      carDetails: { carId, makeModel, modelYear: '2019', thumbnailImageUrl: null },
    });

  function finishedList() {
    server.use(
      http.get('/api/v1/auctions', ({ request }) => {
        const items =
          new URL(request.url).searchParams.get('status') === 'Avsluttet'
            ? [
                finished('c1', 'Volvo V70', bid(ids.rep1, 150_000, 5000)),
                finished('c2', 'Audi A4', bid(ids.rep2, 90_000, 5000)),
                finished('c3', 'Ford Focus', null),
              ]
            : [];
        return HttpResponse.json({ items, totalPages: 1, totalElements: items.length, currentPage: 0 });
      }),
    );
  }

  it('says on the representative’s own ended tab whether they won', async () => {
    finishedList();
    const { user } = renderWithProviders(
      <RepresentativeAuctions
        savedCarIds={['c1', 'c2', 'c3']}
        bidderId={ids.rep1}
        title="Your auctions"
        titleLevel={2}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Finished' }));
    expect(
      within(await screen.findByRole('link', { name: /Volvo V70/ })).getByText('You won at 150 000,-'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Audi A4/ })).getByText(
        'Won by another bidder at 90 000,-. It may be a colleague from your company.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Ford Focus/ })).getByText('Ended without bids'),
    ).toBeInTheDocument();
  });

  it('names the representative when the company looks, in Norwegian', async () => {
    await i18n.changeLanguage('no');
    finishedList();
    const { user } = renderWithProviders(
      <RepresentativeAuctions
        savedCarIds={['c1', 'c2', 'c3']}
        bidderId={ids.rep1}
        bidderName="Ola Byder"
        title="Auksjonene til Ola Byder"
        titleLevel={4}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Avsluttede' }));
    expect(
      within(await screen.findByRole('link', { name: /Volvo V70/ })).getByText(
        'Bedriften din vant: budet til Ola Byder på 150 000,-',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Audi A4/ })).getByText(
        'Vunnet av en annen budgiver med 90 000,-',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Ford Focus/ })).getByText('Avsluttet uten bud'),
    ).toBeInTheDocument();
  });

  it('says nothing about auctions still running', async () => {
    server.use(
      http.get('/api/v1/auctions', () =>
        HttpResponse.json({
          items: [auctionSummary({ highestBid: bid(ids.rep1, 150_000, 5) })],
          totalPages: 1,
          totalElements: 1,
          currentPage: 0,
        }),
      ),
    );
    renderWithProviders(
      <RepresentativeAuctions
        savedCarIds={[ids.car]}
        bidderId={ids.rep1}
        title="Your auctions"
        titleLevel={2}
      />,
    );
    await screen.findByRole('link', { name: /Volkswagen Golf/ });
    expect(screen.queryByText(/won at|Won by|without bids/)).not.toBeInTheDocument();
  });
});
