import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAUSE_CHECK_MS } from '../../../src/config';
import { i18n } from '../../../src/i18n';
import { ids } from '../../support/fixtures';
import { server } from '../../msw/server';
import { auctionOf, bid, golf, renderDesk, row, setUp, volvo, waitForLive } from './deskSetup';

/**
 * Issue 43 on the desk: an operator's edit, a deleted auction and a deleted car, none of them pushed
 * by production (contract §14.10), reach the open desk's rows, said in plain words.
 */

afterEach(() => {
  vi.useRealTimers();
});

const nextCheck = () =>
  act(() => {
    vi.advanceTimersByTime(PAUSE_CHECK_MS);
  });

describe('an operator’s change reaches the open desk without a reload', () => {
  it('says a row’s new end, and that another row’s auction was removed', async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const volvoBids = [bid(ids.rep2, 121000)];
    const { broker, serve } = setUp({
      auctions: { [volvo]: auctionOf(volvo, volvoBids, { endDateTime: '2026-11-29T12:00:00Z' }) },
    });
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    await row('Volvo V70').findByText('121 000,-');
    serve(volvo, auctionOf(volvo, volvoBids, { endDateTime: '2026-11-29T23:52:00Z' }));
    serve(golf, undefined as never);
    nextCheck();
    expect(await row('Volvo V70').findByText('The end was moved to 30.11.2026 00:52.')).toBeInTheDocument();
    expect(await screen.findByText('This auction was removed by the provider.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /on Volkswagen Golf$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says that a row’s car is gone, reading one open row’s car a check, and offers no bid on it', async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const carReads: string[] = [];
    const { broker, pauseChecks } = setUp();
    server.use(
      http.get('/api/v1/cars/:carId', ({ params }) => {
        carReads.push(String(params.carId));
        if (params.carId !== volvo) return undefined;
        return HttpResponse.json(
          { statusCode: 404, message: 'Car not found', timestamp: '' },
          { status: 404 },
        );
      }),
    );
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    await screen.findByRole('button', { name: /on Volvo V70$/ });
    for (let check = 1; check <= 2; check += 1) {
      const before = pauseChecks.count;
      nextCheck();
      await act(() => pauseChecks.reached(before + 1));
    }
    expect(
      await row('Volvo V70').findByText(/This car has been deleted from the marketplace/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /on Volvo V70$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /on Volkswagen Golf$/ })).toBeInTheDocument();
    // One car a check, in turns: never both cars on one tick.
    expect(new Set(carReads).size).toBe(2);
    expect(carReads.length).toBeLessThanOrEqual(3);
  });
});
