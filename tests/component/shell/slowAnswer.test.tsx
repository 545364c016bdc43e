import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { httpClient, requestEmpty } from '../../../src/api/http';
import { SlowAnswerGate } from '../../../src/app/SlowAnswerGate';
import { AuctionsPage } from '../../../src/features/auctions/AuctionsPage';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { auctionSummary, representative } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { scaled } from '../../support/waitScale';

const SLOW_TITLE = 'The server is slow to answer';

/**
 * A representative's finder whose first request for the running auctions gets no answer (a server
 * that never answers); later ones are answered with one auction.
 */
function serveHeldList() {
  const user = representative();
  signIn(makeToken(), String(user.id));
  const requests: string[] = [];
  server.use(
    http.get(`/api/v1/users/${String(user.id)}`, () => HttpResponse.json(user)),
    http.get('/api/v1/auctions', async ({ request }) => {
      // The finder also asks for the paused auctions (status=Deaktivert): none here, answered at once.
      if (new URL(request.url).searchParams.get('status') !== 'Aktivt')
        return HttpResponse.json({ items: [], totalPages: 0, totalElements: 0, currentPage: 0 });
      requests.push(request.url);
      if (requests.length === 1) await delay('infinite');
      return HttpResponse.json({
        items: [auctionSummary()],
        totalPages: 1,
        totalElements: 1,
        currentPage: 0,
      });
    }),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderWithProviders(
    <>
      <AuctionsPage />
      <SlowAnswerGate />
    </>,
    { path: '/auctions', userOptions: { advanceTimers: vi.advanceTimersByTime } },
  );
  return { ...view, requests };
}

/** Lets the clock run `ms` further, and the updates it causes settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('a server that does not answer', () => {
  it('says after about 10 s that the server is slow, keeps waiting, and sends the load again on Try again', async () => {
    const { user, requests } = serveHeldList();
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: scaled(1_000) });
    await wait(9_000);
    // Nine seconds: still only the page's own loading line.
    expect(screen.queryByRole('heading', { name: SLOW_TITLE })).not.toBeInTheDocument();
    await wait(2_000);
    const notice = (await screen.findByRole('heading', { name: SLOW_TITLE })).closest('section');
    if (!notice) throw new Error('no notice');
    expect(
      within(notice).getByText('We are still waiting for it. You can try again, or stop waiting.'),
    ).toBeVisible();
    expect(requests).toHaveLength(1);

    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 auction')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: SLOW_TITLE })).not.toBeInTheDocument();
  });

  it('stops waiting on Stop waiting: the load fails as one without an answer, and is not sent again by itself', async () => {
    const { user, requests } = serveHeldList();
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: scaled(1_000) });
    await wait(11_000);
    await user.click(await screen.findByRole('button', { name: 'Stop waiting' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 500' });
    expect(
      within(dialog).getByText('The server is not responding. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: SLOW_TITLE })).not.toBeInTheDocument();
    await wait(5_000);
    expect(requests).toHaveLength(1);
  });

  it('in Norwegian, says of a send that it cannot be called back, and offers neither stop nor retry; one notice for the whole page', async () => {
    await i18n.changeLanguage('no');
    server.use(http.post('/api/v1/cars/add-simplified', () => delay('infinite'), { once: true }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The layout's one gate: the host loads once something waits.
    const { app } = renderWithProviders(<SlowAnswerGate />);
    // The caller's own abort (an upload's Cancel) still ends it: the test leaves nothing waiting.
    const caller = new AbortController();
    const sent = requestEmpty(app.part(httpClient), {
      method: 'POST',
      url: '/api/v1/cars/add-simplified',
      data: 'x',
      anonymous: true,
      signal: caller.signal,
    }).catch(() => 'ended');
    await wait(9_000);
    expect(screen.queryByRole('heading', { name: 'Serveren svarer tregt' })).not.toBeInTheDocument();
    await wait(2_000);
    const notice = (await screen.findByRole('heading', { name: 'Serveren svarer tregt' })).closest('section');
    if (!notice) throw new Error('no notice');
    expect(screen.getAllByRole('heading', { name: 'Serveren svarer tregt' })).toHaveLength(1);
    expect(within(notice).getByText(/Det kan ikke kalles tilbake, så vi venter på svaret/)).toBeVisible();
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    caller.abort();
    expect(await sent).toBe('ended');
    expect(screen.queryByRole('heading', { name: 'Serveren svarer tregt' })).not.toBeInTheDocument();
  });
});
