import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { auctionByCarKey, type Auction, type AuctionStatus } from '../api/auctions';
import { watchedAuctionsOfCarsQuery } from '../api/auctionsOfCars';
import { carQuery } from '../api/cars';
import type { ApiError } from '../api/ApiError';
import { useHttp, type HttpClient } from '../api/http';
import { PAUSE_CHECK_MS } from '../config';
import { listAskedFor, needsRead, type WatchedAuction } from '../rules/auctionWatch';

/** The backend no longer has it: by-car and `GET /cars/{id}` answer 404 (contract §14.10). */
export const isGoneError = (error: ApiError | null | undefined) => error?.statusCode === 404;

/**
 * A by-car read refused after the auction was shown: production's answer when the car has two
 * auctions (403, contract §14.14). What is shown may be out of date; the screen says so.
 */
export const isUnreadableError = (error: ApiError | null | undefined) => error?.statusCode === 403;

function watchedOf(queryClient: QueryClient, carId: string): WatchedAuction {
  const state = queryClient.getQueryState<Auction, ApiError>(auctionByCarKey(carId));
  if (state?.status === 'error' && isGoneError(state.error)) return { kind: 'gone' };
  if (state?.data !== undefined) return { kind: 'shown', auction: state.data };
  return { kind: 'unknown' };
}

/** The cars on screen by the list each is asked in, as one string (a snapshot that changes only with a list). */
function askedSnapshot(queryClient: QueryClient, carIds: readonly string[]): string {
  return carIds.map((carId) => `${listAskedFor(watchedOf(queryClient, carId))}:${carId}`).join(',');
}

function carsAsked(snapshot: string, status: AuctionStatus): string[] {
  const prefix = `${status}:`;
  if (snapshot === '') return [];
  return snapshot
    .split(',')
    .filter((entry) => entry.startsWith(prefix))
    .map((entry) => entry.slice(prefix.length));
}

/**
 * Finds what the backend never pushes (contract §14.10) about the auctions on screen (the room's one,
 * the desk's many): a pause or a resume, an operator's new end, step or starting price, a deleted
 * auction, a restart, and a car that is gone. Every PAUSE_CHECK_MS while the tab is visible
 * (TanStack pauses the interval in the background) and at once when the tab comes back, one
 * `GET /auctions?status=…&ids=…` per status on screen (a room: one): the paused ones in the paused
 * list, every other in the running list. An auction whose listed terms or status disagree with what
 * the screen shows is read again in full (`GET /auctions/by-car/{carId}`), and that answer is what
 * the screen shows and what its notices compare (product/AuctionChangeNotice.tsx). Each tick also
 * reads one open auction's car (`GET /cars/{id}`, in turns): a room's every tick, a desk's in turn.
 */
export function usePauseWatch(carIds: readonly string[]): void {
  const http = useHttp();
  const queryClient = useQueryClient();
  const key = [...new Set(carIds)].sort().join('\n');
  const onScreen = useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const snapshot = useSyncExternalStore(subscribe, () => askedSnapshot(queryClient, onScreen));
  const runningIds = carsAsked(snapshot, 'ACTIVE');
  const running = useWatchedList(http, 'ACTIVE', runningIds);
  const paused = useWatchedList(http, 'DISABLED', carsAsked(snapshot, 'DISABLED'));
  // The tick a car is read on: the running list's answers, else (all paused) the paused list's.
  const tickAt = runningIds.length > 0 ? running.dataUpdatedAt : paused.dataUpdatedAt;
  const carTurn = useRef({ turn: 0, tickAt: 0 });

  useEffect(() => {
    for (const [status, answer, answeredAt] of [
      ['ACTIVE', running.data, running.dataUpdatedAt],
      ['DISABLED', paused.data, paused.dataUpdatedAt],
    ] as const) {
      if (!answer) continue;
      const listedOf = (carId: string) => answer.filter((auction) => auction.carDetails.carId === carId);
      for (const carId of onScreen) {
        const watched = watchedOf(queryClient, carId);
        // An answer older than the auction shown (a list cached from before a pause) says nothing.
        const shownAt = queryClient.getQueryState(auctionByCarKey(carId))?.dataUpdatedAt ?? 0;
        if (answeredAt < shownAt) continue;
        // A car listed with two auctions is not read: by-car answers it 403 (contract §14.14).
        if (listAskedFor(watched) === status && needsRead(watched, status, listedOf(carId)))
          void queryClient.refetchQueries({ queryKey: auctionByCarKey(carId), type: 'active' });
      }
    }
    // One open auction's car a tick, in turns: a car deleted under its auction (contract §14.12).
    if (tickAt === 0 || tickAt === carTurn.current.tickAt) return;
    const open = onScreen.filter((carId) => {
      const watched = watchedOf(queryClient, carId);
      return watched.kind === 'shown' && watched.auction.status !== 'FINISHED';
    });
    const carId = open[carTurn.current.turn % Math.max(open.length, 1)];
    carTurn.current = { turn: carTurn.current.turn + (carId === undefined ? 0 : 1), tickAt };
    if (carId !== undefined)
      queryClient.fetchQuery({ ...carQuery(http, carId), staleTime: 0 }).catch(() => undefined);
    // Every answer is compared, also one equal to the last (dataUpdatedAt): the screen may have moved.
  }, [
    running.data,
    running.dataUpdatedAt,
    paused.data,
    paused.dataUpdatedAt,
    tickAt,
    onScreen,
    queryClient,
    http,
  ]);
}

function useWatchedList(http: HttpClient, status: AuctionStatus, carIds: readonly string[]) {
  const [first = '', ...rest] = carIds;
  return useQuery({
    ...watchedAuctionsOfCarsQuery(http, status, [first, ...rest]),
    enabled: carIds.length > 0,
    refetchInterval: PAUSE_CHECK_MS,
    refetchOnWindowFocus: 'always',
  });
}
