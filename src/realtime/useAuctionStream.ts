import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { ApiError } from '../api/ApiError';
import { auctionByCarQuery, auctionSchema, placeAutoBid, placeBid } from '../api/auctions';
import { requestLogin } from '../session/loginPrompt';
import { clearSession } from '../session/sessionStore';
import { useSession } from '../session/useSession';
import {
  acquireAuctionConnection,
  AUTO_BID_DESTINATION,
  BID_DESTINATION,
  type AuctionConnection,
  type ConnectionStatus,
} from './auctionConnection';

/**
 * What went wrong with the live connection (spec §8): `interrupted` on a broker error, `lost` when
 * the socket closed (the client retries), `notUpToDate` when a send threw. Cleared on reconnect.
 */
export type ConnectionProblem = 'interrupted' | 'lost' | 'notUpToDate';

/** How a bid left the client: over the socket, or over HTTP while the socket was down. */
export type SentBy = 'socket' | 'http';

export interface AuctionStream {
  status: ConnectionStatus;
  problem: ConnectionProblem | null;
  /** Rejects with an ApiError when the HTTP fallback is refused. */
  sendBid: (auctionId: string, amount: number) => Promise<SentBy>;
  sendAutoBid: (auctionId: string, limitAmount: number) => Promise<SentBy>;
}

export interface AuctionStreamOptions {
  /** A message on /user/queue/errors (a refused bid, say); every tab of the user receives it. */
  onUserError?: (error: ApiError) => void;
}

const userErrorSchema = z.object({
  statusCode: z.number(),
  message: z.string(),
  timestamp: z.optional(z.string()),
});

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The live auction of one car (DESIGN.md §2): keeps `auctionByCarQuery(carId)` up to date from
 * the topic, refetches after a reconnect, and sends bids over the socket (or HTTP while it is down).
 */
export function useAuctionStream(carId: string, options: AuctionStreamOptions = {}): AuctionStream {
  const queryClient = useQueryClient();
  const { isLoggedIn } = useSession();
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [problem, setProblem] = useState<ConnectionProblem | null>(null);
  const connectionRef = useRef<AuctionConnection | null>(null);
  const onUserErrorRef = useRef(options.onUserError);
  useEffect(() => {
    onUserErrorRef.current = options.onUserError;
  });

  useEffect(() => {
    if (!isLoggedIn) return undefined;
    const { queryKey } = auctionByCarQuery(carId);
    const refetch = () => queryClient.refetchQueries({ queryKey }, { cancelRefetch: false });
    const connection = acquireAuctionConnection(carId);
    connectionRef.current = connection;
    const stopListening = connection.listen((event) => {
      switch (event.type) {
        case 'status':
          setStatus(event.status);
          break;
        case 'connected':
          setProblem(null);
          // Updates sent while the socket was down are lost; the server does not replay them.
          if (event.reconnected) void refetch();
          break;
        case 'auction': {
          const result = auctionSchema.safeParse(parseJson(event.body));
          if (result.success) {
            queryClient.setQueryData(queryKey, result.data);
          } else {
            console.warn('Ignored an unreadable auction update', result.error.issues.slice(0, 3));
            void refetch();
          }
          break;
        }
        case 'userError': {
          const result = userErrorSchema.safeParse(parseJson(event.body));
          if (!result.success) {
            console.warn('Ignored an unreadable error message', result.error.issues.slice(0, 3));
            break;
          }
          const { statusCode, message, timestamp } = result.data;
          onUserErrorRef.current?.(new ApiError(statusCode, message, timestamp));
          break;
        }
        case 'connectionError':
          setProblem(event.kind === 'broker' ? 'interrupted' : 'lost');
          break;
        case 'authRejected':
          clearSession();
          requestLogin({ stayOnPage: true });
          break;
      }
    });
    return () => {
      stopListening();
      connection.release();
      if (connectionRef.current === connection) connectionRef.current = null;
    };
  }, [carId, isLoggedIn, queryClient]);

  const send = useCallback(
    async (
      destination: typeof BID_DESTINATION | typeof AUTO_BID_DESTINATION,
      body: object,
      http: () => Promise<unknown>,
    ) => {
      const connection = connectionRef.current;
      if (connection?.status() === 'connected') {
        try {
          connection.publish(destination, body);
          return 'socket' as const;
        } catch {
          // The socket looked up but could not send: say so, and let HTTP carry the bid instead.
          setProblem('notUpToDate');
        }
      }
      await http();
      // The HTTP answer is shape A without bids; the full auction comes from by-car.
      void queryClient.refetchQueries({ queryKey: auctionByCarQuery(carId).queryKey });
      return 'http' as const;
    },
    [carId, queryClient],
  );

  const sendBid = useCallback(
    (auctionId: string, amount: number) =>
      send(BID_DESTINATION, { auctionId, amount }, () => placeBid({ auctionId, amount })),
    [send],
  );
  const sendAutoBid = useCallback(
    (auctionId: string, limitAmount: number) =>
      send(AUTO_BID_DESTINATION, { auctionId, limitAmount }, () => placeAutoBid({ auctionId, limitAmount })),
    [send],
  );

  return { status: isLoggedIn ? status : 'offline', problem, sendBid, sendAutoBid };
}
