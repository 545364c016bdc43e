import { Client, Versions, type StompSubscription } from '@stomp/stompjs';
import { STOMP_HEARTBEAT_MS, webSocketUrl } from '../config';
import { usePart, type AppInstance } from '../core/appInstance';
import { createListeners } from '../lib/listeners';
import { loginNeeded } from '../session/loginNeeded';
import { sessionStore } from '../session/sessionStore';
import { CONNECTING, OFFLINE, type ConnectionState } from './connectionState';
import { reconnectDelay } from './reconnectDelay';
import { readQueueRefusal, USER_ERRORS_DESTINATION, type QueueRefusal } from './userErrors';

export interface TopicListener {
  /** A frame's body as it arrived, unparsed. */
  message: (body: string) => void;
  /** Subscribed again on a new socket (after a drop or a new token): pushes may have been missed. */
  resubscribed: () => void;
}

export type BidDestination = '/app/place-bid' | '/app/place-auto-bid';

interface Topic {
  listeners: Set<TopicListener>;
  subscription: StompSubscription | null;
}

interface Socket {
  client: Client;
  token: string;
  stopped: boolean;
  /** Reconnect attempts since the last connection, and the one waiting (reconnectDelay). */
  attempts: number;
  retry: ReturnType<typeof setTimeout> | null;
}

export interface StompConnection {
  /**
   * Listens to a broker destination (`/topic/...`) on the shared connection, which opens with the
   * first topic and closes after the last. Listeners of one destination share one SUBSCRIBE.
   * Returns the function that stops listening.
   */
  subscribeTopic: (destination: string, listener: TopicListener) => () => void;
  /** Sends a JSON body over the socket; false when it is not up or could not send (use HTTP then). */
  publish: (destination: BidDestination, body: object) => boolean;
  /**
   * Connects again with the current token: the server reads the user once, at CONNECT, and
   * authorises every later bid against that snapshot (contract §14.1), so an account unlocked
   * since needs a new connection. Topics are subscribed again and refetched, as after any reconnect.
   */
  renew: () => void;
  /** The connection's state for useSyncExternalStore; offline without a session. */
  state: () => ConnectionState;
  /** Also told when the session starts or ends, since an idle connection's state follows it. */
  subscribeState: (listener: () => void) => () => void;
  /**
   * The refusals `/user/queue/errors` claims, keyed by meaning (every tab of the user receives them,
   * they name no auction, and anyone logged in can write them: hints, contract §14.9). Anything else
   * on the queue is dropped here. The queue rides on the shared connection, which the topics hold
   * open: listening here opens nothing. Returns the function that stops listening.
   */
  subscribeUserErrors: (listener: (refusal: QueueRefusal) => void) => () => void;
}

/** One STOMP connection for the whole page (docs/live.md), a part of the app instance: every topic and the error queue ride on it. */
export function stompConnection(app: AppInstance): StompConnection {
  const session = app.part(sessionStore);
  const needs = app.part(loginNeeded);
  const topics = new Map<string, Topic>();
  let socket: Socket | null = null;
  let everConnected = false;
  let stopWatching: (() => void) | null = null;
  /** The shared connection's state, kept apart from the socket so that screens can watch it. */
  let current: ConnectionState = CONNECTING;
  const stateListeners = createListeners();
  const userErrorListeners = createListeners<[QueueRefusal]>();

  function setState(next: Partial<ConnectionState>): void {
    const merged = { ...current, ...next };
    if (merged.status === current.status && merged.problem === current.problem) return;
    current = merged;
    stateListeners.notify();
  }

  function receiveUserError(body: string): void {
    const refusal = readQueueRefusal(body);
    if (refusal) userErrorListeners.notify(refusal);
  }

  function stopSocket(): void {
    if (!socket) return;
    socket.stopped = true;
    if (socket.retry !== null) clearTimeout(socket.retry);
    // DISCONNECT goes out when the socket is up; the subscriptions die with it.
    void socket.client.deactivate();
    socket = null;
    topics.forEach((topic) => (topic.subscription = null));
  }

  function subscribe(client: Client, destination: string, topic: Topic): void {
    topic.subscription = client.subscribe(destination, ({ body }) => {
      topic.listeners.forEach((listener) => listener.message(body));
    });
  }

  /**
   * The next attempt after reconnectDelay, the count growing with each failure. stompjs retries on a
   * fixed delay only (its linear mode never grows and has no jitter), so its own retry is off
   * (`reconnectDelay: 0`) and the client is started again here.
   */
  function retryLater(own: Socket, attempt: number): void {
    if (own.retry !== null) clearTimeout(own.retry);
    own.attempts = attempt;
    own.retry = setTimeout(() => {
      own.retry = null;
      if (!own.stopped) own.client.activate();
    }, reconnectDelay(attempt));
  }

  /** Back online after many failed attempts: the next one comes after the first step again, not the grown one. */
  function retrySoonWhenOnline(): void {
    if (socket !== null && socket.retry !== null && socket.attempts > 1) retryLater(socket, 1);
  }

  function openSocket(token: string): void {
    let connectedThisAttempt = false;
    const own: Socket = {
      token,
      stopped: false,
      attempts: 0,
      retry: null,
      client: new Client({
        webSocketFactory: () => new WebSocket(webSocketUrl(), Versions.default.protocolVersions()),
        heartbeatIncoming: STOMP_HEARTBEAT_MS,
        heartbeatOutgoing: STOMP_HEARTBEAT_MS,
        reconnectDelay: 0,
        // Read at every retry: the token may have expired meanwhile (the session then ends, and so do we).
        beforeConnect: (client) => {
          connectedThisAttempt = false;
          const latest = session.validToken();
          if (latest === null || own.stopped) {
            if (socket === own) closeForSession();
            return;
          }
          client.connectHeaders = { Authorization: `Bearer ${latest}` };
        },
        onConnect: () => {
          connectedThisAttempt = true;
          own.attempts = 0;
          const reconnected = everConnected;
          everConnected = true;
          topics.forEach((topic, destination) => subscribe(own.client, destination, topic));
          own.client.subscribe(USER_ERRORS_DESTINATION, ({ body }) => receiveUserError(body));
          setState({ status: 'connected', problem: null });
          if (!reconnected) return;
          // Pushes sent while the socket was down are lost; the server does not replay them.
          topics.forEach((topic) => topic.listeners.forEach((listener) => listener.resubscribed()));
        },
        onStompError: () => {
          if (own.stopped) return;
          if (connectedThisAttempt) {
            setState({ problem: 'interrupted' });
            return;
          }
          // A refused CONNECT (expired or unknown token) gets ERROR and no CONNECTED: the socket closes
          // and reports it; the app decides what becomes of the session and what to show.
          closeForSession();
          needs.report('refused');
        },
        onWebSocketClose: () => {
          if (own.stopped) return;
          topics.forEach((topic) => (topic.subscription = null));
          setState({ status: navigator.onLine === false ? 'offline' : 'reconnecting', problem: 'lost' });
          // No socket is left, so this returns the client to rest at once; retryLater starts it again.
          void own.client.deactivate();
          retryLater(own, own.attempts + 1);
        },
      }),
    };
    socket = own;
    setState(CONNECTING);
    own.client.activate();
  }

  function closeForSession(): void {
    stopSocket();
    setState(OFFLINE);
  }

  /** A new login replaces the socket (the broker checks the token at CONNECT only); a logout ends it. */
  function followSession(): void {
    const { token } = session.snapshot();
    if (socket && token === socket.token) return;
    stopSocket();
    if (token === null) setState(OFFLINE);
    else openSocket(token);
  }

  function ensureOpen(): void {
    if (stopWatching) return;
    const stopSession = session.subscribe(followSession);
    window.addEventListener('online', retrySoonWhenOnline);
    stopWatching = () => {
      stopSession();
      window.removeEventListener('online', retrySoonWhenOnline);
    };
    followSession();
  }

  /** Closes after the current task, so React StrictMode's unmount and remount keep the same socket. */
  function releaseLater(destination: string, topic: Topic): void {
    queueMicrotask(() => {
      if (topic.listeners.size > 0 || topics.get(destination) !== topic) return;
      topics.delete(destination);
      if (socket?.client.connected) topic.subscription?.unsubscribe();
      if (topics.size > 0) return;
      stopWatching?.();
      stopWatching = null;
      stopSocket();
      everConnected = false;
      setState(CONNECTING);
    });
  }

  return {
    subscribeTopic(destination, listener) {
      let topic = topics.get(destination);
      if (!topic) {
        topic = { listeners: new Set(), subscription: null };
        topics.set(destination, topic);
        if (socket?.client.connected) subscribe(socket.client, destination, topic);
      }
      const own = topic;
      own.listeners.add(listener);
      ensureOpen();
      return () => {
        own.listeners.delete(listener);
        releaseLater(destination, own);
      };
    },
    publish(destination, body) {
      if (current.status !== 'connected' || !socket) return false;
      try {
        socket.client.publish({
          destination,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        return true;
      } catch {
        // The socket looked up but could not send: say so; the caller lets HTTP carry the message.
        setState({ problem: 'notUpToDate' });
        return false;
      }
    },
    renew() {
      if (!socket) return;
      const { token } = session.snapshot();
      stopSocket();
      if (token === null) setState(OFFLINE);
      else openSocket(token);
    },
    state() {
      if (topics.size === 0) return session.snapshot().token === null ? OFFLINE : CONNECTING;
      return current;
    },
    subscribeState(listener) {
      const stop = stateListeners.subscribe(listener);
      const stopSession = session.subscribe(listener);
      return () => {
        stop();
        stopSession();
      };
    },
    subscribeUserErrors: userErrorListeners.subscribe,
  };
}

/** The app instance's connection. */
export const useStompConnection = (): StompConnection => usePart(stompConnection);
