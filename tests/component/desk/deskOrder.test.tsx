import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { auctionByCarQuery, auctionByCarKey } from '../../../src/api/auctions';
import { useHttp } from '../../../src/api/http';
import { useDeskOrder } from '../../../src/features/desk/useDeskOrder';
import { server } from '../../msw/server';
import { newAppUnderTest } from '../../support/appUnderTest';
import { fullAuction } from '../../support/fixtures';
import { InApp } from '../../support/render';

const HOUR = 3_600_000;
const followed = ['ends-late', 'ends-soon', 'ended', 'gone'] as const;

function auctionOf(carId: string, endsIn: number, overrides: Record<string, unknown> = {}) {
  return fullAuction({
    endDateTime: new Date(Date.now() + endsIn).toISOString(),
    carDetails: {
      carId,
      makeModel: 'Volkswagen Golf',
      modelYear: '2018',
      thumbnailImageUrl: '/files/golf-1.png',
    },
    ...overrides,
  });
}

describe('the desk order', () => {
  it('puts live auctions ending soonest first, then closed ones, then gone ones; only a move re-renders', async () => {
    server.use(
      http.get('/api/v1/auctions/by-car/gone', () =>
        HttpResponse.json({ statusCode: 404, message: 'Auction not found' }, { status: 404 }),
      ),
    );
    // Fresh data: the test writes the cache as the socket does; the gone car is asked for and is not there.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const write = (carId: string, auction: unknown) => client.setQueryData(auctionByCarKey(carId), auction);
    write('ends-late', auctionOf('ends-late', 3 * HOUR));
    write('ends-soon', auctionOf('ends-soon', HOUR));
    write('ended', auctionOf('ended', -HOUR, { status: 'FINISHED' }));
    let renders = 0;
    let order: readonly string[] = [];
    function Desk() {
      renders += 1;
      order = useDeskOrder(followed);
      return null;
    }
    /** Shows the step of one auction: it re-renders on every write to it, the order only on a move. */
    function Witness() {
      const { data } = useQuery(auctionByCarQuery(useHttp(), 'ends-late'));
      return <p>step {data?.minimalStep}</p>;
    }
    render(
      <InApp app={newAppUnderTest(client)}>
        <Desk />
        <Witness />
      </InApp>,
    );
    expect(order).toEqual(['ends-soon', 'ends-late', 'ended', 'gone']);

    // A push that moves no car: once it is shown, the order has not rendered again.
    const rendersBefore = renders;
    const before = order;
    act(() => {
      write('ends-late', auctionOf('ends-late', 3 * HOUR, { minimalStep: 2000 }));
    });
    expect(await screen.findByText('step 2000')).toBeInTheDocument();
    expect(renders).toBe(rendersBefore);
    expect(order).toBe(before);

    // A late bid pushes the soonest auction's end past the other's (anti-sniping): the rows swap.
    act(() => {
      write('ends-soon', auctionOf('ends-soon', 4 * HOUR));
    });
    await waitFor(() => expect(order).toEqual(['ends-late', 'ends-soon', 'ended', 'gone']));
  });
});
