import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAUSE_CHECK_MS } from '../../../src/config';
import { i18n } from '../../../src/i18n';
import { fullAuction, ids } from '../../support/fixtures';
import { server } from '../../msw/server';
import { bid, renderRoom, setUp, waitForLive, warmUpRoom } from './roomSetup';

/**
 * Issue 43: what production never broadcasts (an operator's edit, a deleted auction, a deleted car)
 * reaches an open room at the watch's next check, said in plain words (contract §14.10).
 */

beforeAll(warmUpRoom, 60_000);
afterEach(() => {
  vi.useRealTimers();
});

const mine = bid(ids.rep1, 120000, 60);
const running = () => fullAuction({ bids: [mine], highestBid: mine, endDateTime: '2026-11-29T12:00:00Z' });

function nextCheck() {
  act(() => {
    vi.advanceTimersByTime(PAUSE_CHECK_MS);
  });
}

describe('an operator’s change reaches the open room without a reload', () => {
  it('says the new end, step and starting price, and shows them', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { broker, serve, pauseChecks } = setUp({ auction: running() });
    renderRoom();
    await waitForLive(broker);
    await waitFor(() => expect(pauseChecks.count).toBe(1));
    // The operator edits the terms: nothing is pushed (contract §14.2).
    serve(
      fullAuction({ bids: [mine], highestBid: mine, endDateTime: '2026-11-29T23:52:00Z', minimalStep: 2000 }),
    );
    nextCheck();
    expect(await screen.findByText('The end was moved to 30.11.2026 00:52.')).toBeInTheDocument();
    expect(screen.getByText('The minimal step is now 2 000,-.')).toBeInTheDocument();
    expect(screen.queryByText(/starting price is now/)).not.toBeInTheDocument();
    // An operator's end is no late bid's extension.
    expect(screen.queryByText(/A late bid extended/)).not.toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Close the notice of the provider’s changes' }).click();
    });
    expect(screen.queryByText(/The end was moved/)).not.toBeInTheDocument();
    serve(
      fullAuction({
        bids: [mine],
        highestBid: mine,
        endDateTime: '2026-11-29T23:52:00Z',
        minimalStep: 2000,
        startingPrice: 90000,
      }),
    );
    nextCheck();
    expect(await screen.findByText('The starting price is now 90 000,-.')).toBeInTheDocument();
  });

  it('says it in Norwegian', async () => {
    await i18n.changeLanguage('no');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { broker, serve } = setUp({ auction: running() });
    renderRoom();
    await waitForLive(broker, { language: 'no' });
    serve(fullAuction({ bids: [mine], highestBid: mine, endDateTime: '2026-11-29T23:52:00Z' }));
    nextCheck();
    expect(await screen.findByText('Slutten ble flyttet til 30.11.2026 00:52.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('says that the provider removed the auction, with no bid field and no error dialog', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { broker, serve } = setUp({ auction: running() });
    renderRoom();
    await waitForLive(broker);
    // Deleted: no longer in the running list, and by-car answers 404.
    serve(undefined as never);
    server.use(
      http.get(`/api/v1/auctions/by-car/${ids.car}`, () =>
        HttpResponse.json({ statusCode: 404, message: 'not found', timestamp: '' }, { status: 404 }),
      ),
    );
    nextCheck();
    expect(await screen.findByText('This auction was removed by the provider.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('textbox', { name: /Your bid/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says that the car is gone, and offers no bid on it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { broker } = setUp({ auction: running() });
    renderRoom();
    await waitForLive(broker);
    // The seller's car is deleted under its open auction (contract §14.12); the auction stays.
    server.use(
      http.get(`/api/v1/cars/${ids.car}`, () =>
        HttpResponse.json({ statusCode: 404, message: 'Car not found', timestamp: '' }, { status: 404 }),
      ),
    );
    nextCheck();
    expect(await screen.findByText(/This car has been deleted from the marketplace/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your bid/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
