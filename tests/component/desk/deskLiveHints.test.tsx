import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAUSE_CHECK_MS } from '../../../src/config';
import { i18n } from '../../../src/i18n';
import { formatMoney } from '../../../src/lib/money';
import { ids } from '../../support/fixtures';
import { auctionOf, bid, golf, renderDesk, row, setUp, volvo, waitForLive } from './deskSetup';

/**
 * Issue 36 on the desk: a push is a hint (anyone logged in can send one, contract §14.9), and a
 * pause or a resume, never pushed, is found for every row by one request (contract §14.10).
 */

afterEach(() => {
  vi.useRealTimers();
});

const bidOn = (amount: number, makeModel: string) => `Bid ${formatMoney(amount)} on ${makeModel}`;

describe('the desk and forged pushes', () => {
  it('shows the backend’s auction, not a forged push, and offers the real minimum', async () => {
    await i18n.changeLanguage('en');
    const real = auctionOf(golf, [bid(ids.rep2, 120000)]);
    const { broker, byCarCalls } = setUp({ auctions: { [golf]: real } });
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(await screen.findByRole('button', { name: bidOn(121000, 'Volkswagen Golf') })).toBeInTheDocument();
    const reads = byCarCalls[golf] ?? 0;
    broker.pushAuction(golf, auctionOf(golf, [bid(ids.rep2, 9_999_999)], { status: 'FINISHED' }));
    await waitFor(() => expect(byCarCalls[golf]).toBe(reads + 1));
    await waitFor(() => expect(row('Volkswagen Golf').getByText('120 000,-')).toBeInTheDocument());
    expect(screen.queryByText(/9.999.999/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: bidOn(121000, 'Volkswagen Golf') })).toBeInTheDocument();
    // The other row was not read for it.
    expect(byCarCalls[volvo]).toBe(1);
  });
});

describe('a pause and a resume reach the open desk without a reload', () => {
  it('finds them for every row with one request per status on screen, and reads only the row that changed', async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const running = auctionOf(volvo, [bid(ids.rep2, 121000)]);
    const { broker, serve, byCarCalls, pauseChecks } = setUp({ auctions: { [volvo]: running } });
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(await screen.findByRole('button', { name: bidOn(122000, 'Volvo V70') })).toBeInTheDocument();
    await waitFor(() => expect(pauseChecks.count).toBeGreaterThan(0));
    const checks = pauseChecks.count;
    const volvoReads = byCarCalls[volvo] ?? 0;

    // Paused by an operator: nothing is pushed (contract §14.8).
    serve(volvo, auctionOf(volvo, [bid(ids.rep2, 121000)], { status: 'DISABLED' }));
    act(() => {
      vi.advanceTimersByTime(PAUSE_CHECK_MS);
    });
    expect(await row('Volvo V70').findByText('Auction is inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: bidOn(122000, 'Volvo V70') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /on Volkswagen Golf$/ })).toBeInTheDocument();
    // The tick's one request; then the running list without the Volvo and the paused list with it.
    await waitFor(() => expect(pauseChecks.count).toBe(checks + 3));
    expect(byCarCalls[volvo]).toBeGreaterThan(volvoReads);
    const golfReads = byCarCalls[golf];

    // Resumed: the next check brings the bid button back.
    serve(volvo, running);
    act(() => {
      vi.advanceTimersByTime(PAUSE_CHECK_MS);
    });
    expect(await screen.findByRole('button', { name: bidOn(122000, 'Volvo V70') })).toBeInTheDocument();
    expect(row('Volvo V70').queryByText('Auction is inactive')).not.toBeInTheDocument();
    expect(pauseChecks.count).toBeGreaterThan(checks + 3);
    // The row that did not change was not read.
    expect(byCarCalls[golf]).toBe(golfReads);
    expect(broker.connections()).toBe(1);
  });

  it('drops a row’s refusal that said "paused" once the auction runs again', async () => {
    await i18n.changeLanguage('en');
    const running = auctionOf(volvo, [bid(ids.rep2, 121000)]);
    const { broker, serve } = setUp({ followed: [volvo], auctions: { [volvo]: running } });
    const { user } = renderDesk();
    await waitForLive(broker, [volvo]);
    await user.click(await screen.findByRole('button', { name: bidOn(122000, 'Volvo V70') }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    serve(volvo, auctionOf(volvo, [bid(ids.rep2, 121000)], { status: 'DISABLED' }));
    broker.pushUserError({ statusCode: 409, message: 'Auction is currently paused.' });
    expect(await row('Volvo V70').findByText(/was not placed: the auction is paused/)).toBeInTheDocument();

    serve(volvo, running);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('button', { name: bidOn(122000, 'Volvo V70') })).toBeInTheDocument();
    expect(screen.queryByText(/was not placed/)).not.toBeInTheDocument();
  });
});
