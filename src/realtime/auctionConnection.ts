import {
  Client,
  ReconnectionTimeMode,
  Versions,
  type IMessage,
  type StompSubscription,
} from '@stomp/stompjs';
import { RECONNECT_DELAY_MS, RECONNECT_MAX_DELAY_MS, STOMP_HEARTBEAT_MS, webSocketUrl } from '../config';
import { validToken } from '../session/sessionStore';
import { withTopicFastPath } from './topicFastPath';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export const BID_DESTINATION = '/app/place-bid';
export const AUTO_BID_DESTINATION = '/app/place-auto-bid';
export const USER_ERRORS_DESTINATION = '/user/queue/errors';
export const auctionTopic = (carId: string) => `/topic/auction/${carId}`;

export type ConnectionEvent =
  | { type: 'status'; status: ConnectionStatus }
  /** CONNECTED arrived; `reconnected` when an earlier connection of this stream had been up. */
  | { type: 'connected'; reconnected: boolean }
  /** A frame on the auction topic, body unparsed. */
  | { type: 'auction'; body: string }
  /** A frame on /user/queue/errors, body unparsed. */
  | { type: 'userError'; body: string }
  /** The broker sent ERROR on a live connection, or the socket closed (the client retries). */
  | { type: 'connectionError'; kind: 'broker' | 'closed' }
  /** No usable token, or the broker refused the CONNECT: the client has stopped. */
  | { type: 'authRejected' };

export type ConnectionListener = (event: ConnectionEvent) => void;

export interface AuctionConnection {
  readonly carId: string;
  status(): ConnectionStatus;
  /** Listens to the connection's events, starting with its current status; returns the unsubscribe function. */
  listen(listener: ConnectionListener): () => void;
  /** Sends a JSON body to an /app destination. Throws when the socket cannot send. */
  publish(destination: typeof BID_DESTINATION | typeof AUTO_BID_DESTINATION, body: object): void;
  /** Gives up this user's share; the last one out closes the connection. */
  release(): void;
}

interface Entry {
  connection: AuctionConnection;
  users: number;
  close: () => void;
}

/** One connection per auction, shared by every component that asks for it (DESIGN.md §3). */
const entries = new Map<string, Entry>();

/**
 * The shared connection to an auction's live updates, opened on first use. Closing waits for the
 * current task to finish, so that React's StrictMode unmount/remount (synchronous, in one commit)
 * keeps the same connection instead of opening a second one.
 */
export function acquireAuctionConnection(carId: string): AuctionConnection {
  const existing = entries.get(carId);
  if (existing) {
    existing.users += 1;
    return existing.connection;
  }
  const entry = createEntry(carId);
  entries.set(carId, entry);
  return entry.connection;
}

function createEntry(carId: string): Entry {
  const listeners = new Set<ConnectionListener>();
  let status: ConnectionStatus = 'connecting';
  let everConnected = false;
  let connectedThisAttempt = false;
  let stopped = false;
  let subscriptions: StompSubscription[] = [];

  const emit = (event: ConnectionEvent) => listeners.forEach((listener) => listener(event));
  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    emit({ type: 'status', status });
  };
  const stop = () => {
    stopped = true;
    void client.deactivate();
  };

  const topic = auctionTopic(carId);
  const client = new Client({
    webSocketFactory: () =>
      withTopicFastPath(new WebSocket(webSocketUrl(), Versions.default.protocolVersions()), topic, (body) =>
        emit({ type: 'auction', body }),
      ),
    heartbeatIncoming: STOMP_HEARTBEAT_MS,
    heartbeatOutgoing: STOMP_HEARTBEAT_MS,
    reconnectDelay: RECONNECT_DELAY_MS,
    maxReconnectDelay: RECONNECT_MAX_DELAY_MS,
    reconnectTimeMode: ReconnectionTimeMode.LINEAR,
    // The token is read at every (re)connect: it may have been renewed or have expired meanwhile.
    beforeConnect: (self) => {
      connectedThisAttempt = false;
      const token = validToken();
      if (token === null) {
        stop();
        setStatus('offline');
        emit({ type: 'authRejected' });
        return;
      }
      self.connectHeaders = { Authorization: `Bearer ${token}` };
    },
    onConnect: () => {
      connectedThisAttempt = true;
      const reconnected = everConnected;
      everConnected = true;
      subscriptions = [
        // An empty body is the fast path's stub: the auction itself was already emitted.
        client.subscribe(topic, (message: IMessage) => {
          if (message.body !== '') emit({ type: 'auction', body: message.body });
        }),
        client.subscribe(USER_ERRORS_DESTINATION, (message: IMessage) =>
          emit({ type: 'userError', body: message.body }),
        ),
      ];
      setStatus('connected');
      emit({ type: 'connected', reconnected });
    },
    onStompError: () => {
      if (stopped) return;
      // The broker answers a refused CONNECT (expired or unknown token) with ERROR and no CONNECTED.
      if (!connectedThisAttempt) {
        stop();
        setStatus('offline');
        emit({ type: 'authRejected' });
        return;
      }
      emit({ type: 'connectionError', kind: 'broker' });
    },
    onWebSocketClose: () => {
      subscriptions = [];
      if (stopped) return;
      setStatus(navigator.onLine === false ? 'offline' : 'reconnecting');
      emit({ type: 'connectionError', kind: 'closed' });
    },
  });

  const entry: Entry = {
    users: 1,
    close: () => {
      entries.delete(carId);
      stopped = true;
      listeners.clear();
      if (client.connected) subscriptions.forEach((subscription) => subscription.unsubscribe());
      subscriptions = [];
      void client.deactivate();
    },
    connection: {
      carId,
      status: () => status,
      listen: (listener) => {
        listeners.add(listener);
        listener({ type: 'status', status });
        return () => listeners.delete(listener);
      },
      publish: (destination, body) => {
        client.publish({
          destination,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
      },
      release: () => {
        entry.users -= 1;
        queueMicrotask(() => {
          if (entry.users === 0 && entries.get(carId) === entry) entry.close();
        });
      },
    },
  };
  client.activate();
  return entry;
}
