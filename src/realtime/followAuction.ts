import type { QueryClient } from '@tanstack/react-query';
import { auctionByCarKey, auctionSchema } from '../api/auctions';
import { appQueryClient } from '../api/queryClient';
import type { AppInstance } from '../lib/appInstance';
import { parseJson } from './parseJson';
import { refetchDelay } from './refetchDelay';
import { stompConnection, type StompConnection } from './stompConnection';

export const auctionTopic = (carId: string) => `/topic/auction/${carId}`;

interface Follow {
  users: number;
  stop: () => void;
}

export interface AuctionFollows {
  /**
   * Keeps `auctionByCarQuery(carId)` up to date from the car's topic (docs/live.md): each pushed
   * auction is written into the cache, anything unreadable is dropped (with a warning) and the
   * auction refetched, and after a reconnect the auction is refetched once, after a random wait
   * that spreads the page's refetches (refetchDelay), unless a push brought it first. Returns the
   * release.
   */
  follow: (carId: string) => () => void;
}

/** The followed cars, written into the instance's query cache, each push parsed and written once however many show it. */
export function auctionFollows(app: AppInstance): AuctionFollows {
  const connection = app.part(stompConnection);
  const queryClient = app.part(appQueryClient);
  const cars = new Map<string, Follow>();
  return {
    follow(carId) {
      const follow = cars.get(carId) ?? start(connection, queryClient, carId, () => cars.size);
      cars.set(carId, follow);
      follow.users += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        follow.users -= 1;
        if (follow.users > 0) return;
        cars.delete(carId);
        follow.stop();
      };
    },
  };
}

function start(
  connection: StompConnection,
  queryClient: QueryClient,
  carId: string,
  followed: () => number,
): Follow {
  const queryKey = auctionByCarKey(carId);
  let waiting: ReturnType<typeof setTimeout> | null = null;
  const stopWaiting = () => {
    if (waiting !== null) clearTimeout(waiting);
    waiting = null;
  };
  const refetch = () => {
    stopWaiting();
    void queryClient.refetchQueries({ queryKey }, { cancelRefetch: false });
  };
  const stopTopic = connection.subscribeTopic(auctionTopic(carId), {
    message: (body) => {
      const result = auctionSchema.safeParse(parseJson(body));
      if (result.success) {
        // A push is the whole auction, and the latest: a refetch still waiting would bring nothing
        // newer, and the answer of one on its way may be older (sent before this push), so it is dropped.
        stopWaiting();
        if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching')
          void queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, result.data);
        return;
      }
      console.warn('Ignored an unreadable auction update', result.error.issues.slice(0, 3));
      refetch();
    },
    resubscribed: () => {
      stopWaiting();
      waiting = setTimeout(refetch, refetchDelay(followed()));
    },
  });
  const stop = () => {
    stopWaiting();
    stopTopic();
  };
  return { users: 0, stop };
}
