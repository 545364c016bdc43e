import type { WebSocket } from 'ws';
import { ApiError, errorBody } from '../http/errors.js';
import type { User } from '../store/model.js';
import { type Frame, FrameError, FrameParser, encodeFrame, header } from './frames.js';

/** Spring's generic text when its inbound channel interceptor rejects a frame. */
export const CHANNEL_FAILURE = 'Failed to send message to ExecutorSubscribableChannel[clientInboundChannel]';
export const USER_ERRORS = '/user/queue/errors';
/** WebSocketConfig.configureMessageBroker: `enableSimpleBroker("/topic", "/queue")`. */
const BROKER_PREFIXES = ['/topic/', '/queue/'];
/**
 * A client's SEND to another user's destination, `/user/{name}/queue/…` (`setUserDestinationPrefix("/user")`):
 * Spring's DefaultUserDestinationResolver takes the first segment as the user's name (its principal's
 * name, the e-mail; `%2F` stands for a slash) and the rest as the destination that user subscribed to.
 */
const TO_USER = /^\/user\/([^/]+)(\/(?:queue|topic)\/.+)$/;
const CLOSE_PROTOCOL_ERROR = 1002;

export interface BrokerDeps {
  /** The user of a valid `Bearer` CONNECT header, or null. */
  authenticate(authorization: string | undefined): User | null;
  /**
   * Handles an `/app/**` SEND from a representative, given the CONNECT-time snapshot of the user;
   * an ApiError goes to the user's error queue.
   */
  handleApp(user: User, destination: string, body: string): void;
  heartbeatMs: number;
}

interface Session {
  id: number;
  ws: WebSocket;
  parser: FrameParser;
  /**
   * The user as loaded at CONNECT. Production keeps that authentication as the session's principal
   * and authorises every later frame against it (contract §14.1): role and lock changes, even a
   * deletion, reach an open socket only when it reconnects.
   */
  user: User | null;
  subscriptions: Map<string, string>;
  messageCounter: number;
  sendTimer?: NodeJS.Timeout;
  readTimer?: NodeJS.Timeout;
  readTimeoutMs: number;
}

/** A simple in-memory STOMP 1.2 broker like Spring's SimpleBroker with `/app` and `/user` prefixes. */
export class StompBroker {
  private readonly sessions = new Set<Session>();
  private nextSessionId = 1;

  constructor(private readonly deps: BrokerDeps) {}

  attach(ws: WebSocket): void {
    const session: Session = {
      id: this.nextSessionId++,
      ws,
      parser: new FrameParser(),
      user: null,
      subscriptions: new Map(),
      messageCounter: 0,
      readTimeoutMs: 0,
    };
    this.sessions.add(session);
    ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => this.onData(session, toBuffer(data)));
    ws.on('close', () => this.forget(session));
    ws.on('error', () => this.forget(session));
  }

  broadcast(destination: string, payload: unknown): void {
    this.publish(destination, JSON.stringify(payload));
  }

  /** Sends a raw body to every subscriber of a destination (also used by the malformed-message test control). */
  publish(destination: string, body: string): void {
    const length = Buffer.byteLength(body, 'utf8');
    for (const session of this.sessions) {
      for (const [subscriptionId, dest] of session.subscriptions) {
        if (dest === destination) this.sendMessage(session, subscriptionId, destination, body, length);
      }
    }
  }

  /** Spring's user destinations reach every session of the user. */
  sendUserError(userId: string, statusCode: number, message: string): void {
    this.sendToUser(
      (user) => user.id === userId,
      USER_ERRORS,
      JSON.stringify(errorBody(statusCode, message)),
    );
  }

  /** Every session of the user (as it was at CONNECT) subscribed to `/user/…` hears the body. */
  private sendToUser(isUser: (user: User) => boolean, destination: string, body: string): void {
    const length = Buffer.byteLength(body, 'utf8');
    for (const session of this.sessions) {
      if (session.user === null || !isUser(session.user)) continue;
      for (const [subscriptionId, dest] of session.subscriptions) {
        if (dest === destination) this.sendMessage(session, subscriptionId, destination, body, length);
      }
    }
  }

  /** Abrupt close of every socket, like a network drop. */
  dropAll(): void {
    for (const session of [...this.sessions]) {
      session.ws.terminate();
      this.forget(session);
    }
  }

  stats(): { openSockets: number; subscriptions: number } {
    let subscriptions = 0;
    for (const s of this.sessions) subscriptions += s.subscriptions.size;
    return { openSockets: this.sessions.size, subscriptions };
  }

  private onData(session: Session, data: Buffer): void {
    this.touch(session);
    let frames: Frame[];
    try {
      frames = session.parser.push(data).frames;
    } catch (error) {
      this.fail(session, error instanceof FrameError ? error.message : 'Invalid frame');
      return;
    }
    for (const frame of frames) {
      if (!this.sessions.has(session)) return;
      this.onFrame(session, frame);
    }
  }

  private onFrame(session: Session, frame: Frame): void {
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
      this.onConnect(session, frame);
      return;
    }
    const user = session.user;
    if (!user) {
      this.fail(session, CHANNEL_FAILURE);
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        this.onSubscribe(session, frame);
        break;
      case 'UNSUBSCRIBE': {
        const id = header(frame, 'id');
        if (id !== undefined) session.subscriptions.delete(id);
        break;
      }
      case 'SEND':
        this.onSend(session, user, frame);
        break;
      case 'DISCONNECT':
        this.receipt(session, frame);
        session.ws.close(1000);
        this.forget(session);
        return;
      case 'ACK':
      case 'NACK':
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        break;
      default:
        this.fail(session, `Unknown command ${frame.command}`);
        return;
    }
    if (this.sessions.has(session)) this.receipt(session, frame);
  }

  private onConnect(session: Session, frame: Frame): void {
    const found = session.user === null ? this.deps.authenticate(header(frame, 'Authorization')) : null;
    if (!found) {
      this.fail(session, CHANNEL_FAILURE);
      return;
    }
    const user = structuredClone(found);
    session.user = user;
    const base = this.deps.heartbeatMs;
    const [clientSends, clientWants] = parseHeartbeat(header(frame, 'heart-beat'));
    this.write(
      session,
      encodeFrame('CONNECTED', [
        ['version', '1.2'],
        ['heart-beat', `${base},${base}`],
        ['user-name', user.email],
      ]),
    );
    if (clientWants > 0) {
      const interval = Math.max(clientWants, base);
      session.sendTimer = setInterval(() => this.write(session, '\n'), interval);
    }
    if (clientSends > 0) {
      session.readTimeoutMs = 3 * Math.max(clientSends, base);
      this.touch(session);
    }
  }

  private onSubscribe(session: Session, frame: Frame): void {
    const id = header(frame, 'id');
    const destination = header(frame, 'destination');
    if (id === undefined || destination === undefined) {
      this.fail(session, 'SUBSCRIBE needs id and destination');
      return;
    }
    if (!destination.startsWith('/topic/') && destination !== USER_ERRORS) {
      this.fail(session, CHANNEL_FAILURE);
      return;
    }
    session.subscriptions.set(id, destination);
  }

  private onSend(session: Session, user: User, frame: Frame): void {
    const destination = header(frame, 'destination') ?? '';
    const toUser = TO_USER.exec(destination);
    if (toUser) {
      // As production (contract §14.9): `anyMessage().authenticated()` lets any logged-in user SEND
      // to another user's queue, and UserDestinationMessageHandler delivers the body, as it is, to
      // every session of that user: a forged refusal on a bidder's `/user/queue/errors`. The client
      // takes it as a hint only (docs/live.md).
      const name = (toUser[1] ?? '').replaceAll('%2F', '/');
      this.sendToUser((user) => user.email === name, `/user${toUser[2] ?? ''}`, frame.body.toString('utf8'));
      return;
    }
    if (BROKER_PREFIXES.some((prefix) => destination.startsWith(prefix))) {
      // As production: SecurityConfig.messageAuthorizationManager lets any logged-in user SEND here
      // (`anyMessage().authenticated()`), and WebSocketConfig's simple broker (`/topic`, `/queue`)
      // relays the body to every subscriber, whoever sent it: a forged auction reaches every room
      // (contract §14.9). The client takes a push as a hint only (docs/live.md).
      this.publish(destination, frame.body.toString('utf8'));
      return;
    }
    if (!destination.startsWith('/app/')) return; // no handler: Spring drops it
    if (user.role !== 'BUYER_REPRESENTATIVE') {
      this.fail(session, CHANNEL_FAILURE);
      return;
    }
    try {
      this.deps.handleApp(user, destination, frame.body.toString('utf8'));
    } catch (error) {
      // Production only reports its JSON-handled failures; the rest stay in its log.
      if (error instanceof ApiError) this.sendUserError(user.id, error.statusCode, error.message);
    }
  }

  private receipt(session: Session, frame: Frame): void {
    const receipt = header(frame, 'receipt');
    if (receipt !== undefined) this.write(session, encodeFrame('RECEIPT', [['receipt-id', receipt]]));
  }

  private sendMessage(
    session: Session,
    subscriptionId: string,
    destination: string,
    body: string,
    length: number,
  ): void {
    session.messageCounter += 1;
    this.write(
      session,
      encodeFrame(
        'MESSAGE',
        [
          ['destination', destination],
          ['content-type', 'application/json'],
          ['subscription', subscriptionId],
          ['message-id', `${session.id}-${session.messageCounter}`],
          ['content-length', String(length)],
        ],
        body,
      ),
    );
  }

  private fail(session: Session, message: string): void {
    this.write(session, encodeFrame('ERROR', [['message', message]]));
    session.ws.close(CLOSE_PROTOCOL_ERROR);
    this.forget(session);
  }

  private write(session: Session, data: string): void {
    if (session.ws.readyState === session.ws.OPEN) session.ws.send(data);
  }

  private touch(session: Session): void {
    if (session.readTimeoutMs <= 0) return;
    if (session.readTimer) clearTimeout(session.readTimer);
    session.readTimer = setTimeout(() => {
      session.ws.terminate();
      this.forget(session);
    }, session.readTimeoutMs);
  }

  private forget(session: Session): void {
    if (session.sendTimer) clearInterval(session.sendTimer);
    if (session.readTimer) clearTimeout(session.readTimer);
    session.subscriptions.clear();
    this.sessions.delete(session);
  }
}

function parseHeartbeat(value: string | undefined): [number, number] {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value ?? '');
  if (!match) return [0, 0];
  return [Number(match[1]), Number(match[2])];
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
