import type { QueryClient } from '@tanstack/react-query';
import { auctionByCarKey } from '../api/auctions';
import { appQueryClient } from '../api/queryClient';
import type { AppInstance } from '../core/appInstance';
import { pushCheck } from './pushCheck';
import { refetchDelay } from './refetchDelay';
import { stompConnection, type StompConnection } from './stompConnection';

export const auctionTopic = (carId: string) => `/topic/auction/${carId}`;

interface Follow {
  users: number;
  stop: () => void;
}

export interface AuctionFollows {
  /**
   * Keeps `auctionByCarQuery(http, carId)` up to date while the car's topic speaks (docs/live.md): a push
   * is a hint, never written into the cache, since any logged-in user can send one (contract §14.9);
   * each push has the auction read from the backend (pushCheck: at once, at most once per
   * PUSH_CHECK_INTERVAL_MS), and the backend's answer is what the screen shows. After a reconnect
   * the auction is read once, after a random wait that spreads the page's reads (refetchDelay),
   * unless a push brought a read first. Returns the release.
   */
  follow: (carId: string) => () => void;
}

/** The followed cars of the instance's query cache, so that each push is read once however many show it. */
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
  const check = pushCheck(async () => {
    // A read already on its way (the bid pipeline's, say) is joined, not cancelled; it may have left
    // before the push, so one more read follows it.
    const joined = queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
    await queryClient.refetchQueries({ queryKey }, { cancelRefetch: false });
    if (joined) check.hint();
  });
  let waiting: ReturnType<typeof setTimeout> | null = null;
  const stopWaiting = () => {
    if (waiting !== null) clearTimeout(waiting);
    waiting = null;
  };
  const stopTopic = connection.subscribeTopic(auctionTopic(carId), {
    // Whatever the body says (a price, a status, nothing readable), the backend is asked.
    message: () => {
      stopWaiting();
      check.hint();
    },
    resubscribed: () => {
      stopWaiting();
      waiting = setTimeout(() => {
        waiting = null;
        check.hint();
      }, refetchDelay(followed()));
    },
  });
  const stop = () => {
    stopWaiting();
    check.stop();
    stopTopic();
  };
  return { users: 0, stop };
}
