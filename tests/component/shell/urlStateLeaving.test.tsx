import { act, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlState, type UrlCodec } from '../../../src/ui/useUrlState';
import { renderWithProviders } from '../../support/render';

const codec: UrlCodec<string> = {
  read: (params) => params.get('q') ?? '',
  write: (query, base) => {
    const next = new URLSearchParams(base);
    if (query === '') next.delete('q');
    else next.set('q', query);
    return next;
  },
};

function SearchScreen() {
  const { state, type } = useUrlState(codec);
  return (
    <>
      <input aria-label="Search" value={state} onChange={(event) => type(() => event.target.value)} />
      <Link to="/board">Go to the board</Link>
    </>
  );
}

/**
 * The console's lists write a search to the URL once typing pauses (ui/useUrlState). A link
 * followed before that, to a screen whose code is still on its way, keeps the old screen up
 * meanwhile (a transition): the write that comes due then must not navigate back to it
 * (issue 36's e2e test found the operator pulled back from the board to the users' search).
 */
describe('a link followed while a search is still on its way to the URL', () => {
  afterEach(() => vi.useRealTimers());

  it('goes where it leads, and the search does not pull the user back', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Board = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)),
    );
    const { user, location } = renderWithProviders(
      // One boundary around the routes, as the app's layout has: a transition keeps the old screen.
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/users" element={<SearchScreen />} />
          <Route path="/board" element={<Board />} />
        </Routes>
      </Suspense>,
      { path: '/users', userOptions: { advanceTimers: vi.advanceTimersByTime } },
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'sara');
    await user.click(screen.getByRole('link', { name: 'Go to the board' }));
    // The board's code is still loading: the search screen stays while its URL write comes due.
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    act(() => arrive({ default: () => <h1>Auctions board</h1> }));
    expect(await screen.findByRole('heading', { name: 'Auctions board' })).toBeInTheDocument();
    await waitFor(() => expect(location.current.pathname).toBe('/board'));
  });
});
