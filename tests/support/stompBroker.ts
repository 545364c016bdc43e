import { ws } from 'msw';

/** A STOMP frame as the client sent it. */
export interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export const BROKER_URL = 'ws://localhost:3000/ws-auction/websocket';

function parseFrames(data: string): Frame[] {
  return data
    .split('\0')
    .map((chunk) => chunk.replace(/^\n+/, ''))
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => {
      const split = chunk.indexOf('\n\n');
      const head = split === -1 ? chunk : chunk.slice(0, split);
      const body = split === -1 ? '' : chunk.slice(split + 2);
      const [command = '', ...lines] = head.split('\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      );
      return { command, headers, body };
    });
}

type Client = { send: (data: string) => void; close: (code?: number, reason?: string) => void };

/**
 * MSW's `ws` link playing the broker (contract §8): answers CONNECT, records every frame, and
 * pushes MESSAGE frames to the subscriptions of the latest connection.
 */
export function createBroker(options: { refuseConnect?: boolean } = {}) {
  const link = ws.link(BROKER_URL);
  const frames: Frame[] = [];
  let connections = 0;
  let client: Client | null = null;
  let subscriptions = new Map<string, string>();
  let messageId = 0;
  let down = false;

  const handler = link.addEventListener('connection', ({ client: connection }) => {
    connections += 1;
    if (down) {
      // A server that is down (restarting): the socket closes before any frame.
      connection.close();
      return;
    }
    frames.push({ command: 'OPEN', headers: {}, body: '' });
    client = connection;
    subscriptions = new Map();
    connection.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      for (const frame of parseFrames(event.data)) {
        frames.push(frame);
        if (frame.command === 'CONNECT') {
          if (options.refuseConnect) {
            connection.send(
              'ERROR\nmessage:Failed to send message to ExecutorSubscribableChannel[clientInboundChannel]\n\n\0',
            );
            // Like the server: the ERROR frame first, then the close.
            setTimeout(() => connection.close(), 20);
          } else {
            connection.send('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
          }
        }
        if (frame.command === 'SUBSCRIBE') {
          subscriptions.set(frame.headers.destination ?? '', frame.headers.id ?? '');
        }
        if (frame.command === 'UNSUBSCRIBE') {
          for (const [destination, id] of subscriptions) {
            if (id === frame.headers.id) subscriptions.delete(destination);
          }
        }
      }
    });
  });

  const send = (destination: string, body: string, { contentLength = false } = {}) => {
    const subscription = subscriptions.get(destination);
    if (!client || subscription === undefined) throw new Error(`No subscription to ${destination}`);
    messageId += 1;
    const length = contentLength ? `content-length:${new TextEncoder().encode(body).length}\n` : '';
    client.send(
      `MESSAGE\ndestination:${destination}\nsubscription:${subscription}\nmessage-id:${messageId}\ncontent-type:application/json\n${length}\n${body}\0`,
    );
  };

  return {
    handler,
    frames,
    connections: () => connections,
    subscribed: (destination: string) => subscriptions.has(destination),
    /** The frames of the latest connection (every socket's frames start at its OPEN marker). */
    latestFrames: () => frames.slice(frames.map((frame) => frame.command).lastIndexOf('OPEN') + 1),
    sent: (destination: string) =>
      frames.filter((frame) => frame.command === 'SEND' && frame.headers.destination === destination),
    /** `contentLength`: with the header Spring adds (the body length in bytes). */
    pushAuction: (carId: string, auction: unknown, options: { contentLength?: boolean } = {}) =>
      send(`/topic/auction/${carId}`, JSON.stringify(auction), options),
    /** Two frames in one WebSocket message: the client must read both. */
    pushTwoAuctions: (carId: string, first: unknown, second: unknown) => {
      const subscription = subscriptions.get(`/topic/auction/${carId}`);
      if (!client || subscription === undefined) throw new Error('No subscription to the topic');
      const frame = (auction: unknown, id: number) =>
        `MESSAGE\ndestination:/topic/auction/${carId}\nsubscription:${subscription}\nmessage-id:x${id}\n\n${JSON.stringify(auction)}\0`;
      client.send(frame(first, 1) + frame(second, 2));
    },
    pushRaw: (carId: string, body: string) => send(`/topic/auction/${carId}`, body),
    pushUserError: (error: { statusCode: number; message: string; timestamp?: string }) =>
      send('/user/queue/errors', JSON.stringify(error)),
    /** The server side drops the socket (the client should retry). */
    drop: () => client?.close(),
    /** While down, every new socket is closed at once, as by a server that is restarting. */
    setDown: (value: boolean) => {
      down = value;
    },
  };
}
