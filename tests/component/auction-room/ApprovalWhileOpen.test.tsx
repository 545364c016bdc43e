import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auctionSummary, fullAuction, ids, representative } from '../../support/fixtures';
import { server } from '../../msw/server';
import { bid, renderRoom, setUp, waitForLive, warmUpRoom } from './roomSetup';

beforeAll(warmUpRoom, 60_000);
afterEach(() => vi.restoreAllMocks());

/** HTTP bids as the backend takes them (it re-reads the user on every request, contract §14.1). */
function httpBids(onBid: () => void = () => undefined) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v1/auctions/place-bid', async ({ request }) => {
      bodies.push(await request.json());
      onBid();
      return HttpResponse.json(auctionSummary());
    }),
  );
  return bodies;
}

const connects = (broker: ReturnType<typeof setUp>['broker']) =>
  broker.frames.filter((frame) => frame.command === 'CONNECT').length;

describe('auction room: a company approved while the room is open (contract §14.1)', () => {
  it('sends a socket bid refused for the lock at CONNECT once over HTTP, and connects again', async () => {
    const { broker, serve } = setUp();
    const placed = bid(ids.rep1, 100000, 0);
    const sentOverHttp = httpBids(() => serve(fullAuction({ bids: [placed], highestBid: placed })));
    const { user } = renderRoom();
    await waitForLive(broker);
    await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '100000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    // The socket still holds the user as locked; the server says the account is open now.
    broker.pushUserError({ statusCode: 403, message: 'Access Denied' });
    await waitFor(() => expect(sentOverHttp).toEqual([{ auctionId: ids.auction, amount: 100000 }]));
    await waitFor(() => expect(connects(broker)).toBe(2));
    expect(await screen.findByText(/100 000,- was placed/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(broker.sent('/app/place-bid')).toHaveLength(1);
  });

  it('never sends it twice: when the auction, read afresh, holds the bid, it is placed and not sent again', async () => {
    const { broker, serve } = setUp();
    const sentOverHttp = httpBids();
    const { user } = renderRoom();
    await waitForLive(broker);
    await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '100000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    // The bid was placed (its broadcast not here yet); the 403 on the queue was another tab's.
    const placed = bid(ids.rep1, 100000, 0);
    serve(fullAuction({ bids: [placed], highestBid: placed }));
    broker.pushUserError({ statusCode: 403, message: 'Access Denied' });
    expect(await screen.findByText(/100 000,- was placed/)).toBeInTheDocument();
    expect(sentOverHttp).toEqual([]);
    expect(broker.sent('/app/place-bid')).toHaveLength(1);
  });

  it('shows the bid controls when the representative comes back to the tab after the approval', async () => {
    const { broker } = setUp({ user: representative({ accountLocked: true }) });
    let locked = true;
    server.use(
      http.get(`/api/v1/users/${ids.rep1}`, () =>
        HttpResponse.json(representative({ accountLocked: locked })),
      ),
    );
    renderRoom();
    await waitForLive(broker, { controls: false });
    expect(await screen.findByText(/not approved for bidding yet/)).toBeInTheDocument();
    locked = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('textbox', { name: /Your bid/ })).toBeInTheDocument();
    expect(screen.queryByText(/not approved for bidding yet/)).not.toBeInTheDocument();
    // A fresh socket: the old one holds the user as locked.
    await waitFor(() => expect(connects(broker)).toBe(2));
  });
});
