/**
 * stompjs parses every incoming frame byte by byte into an array; a full auction with thousands
 * of bids is hundreds of kilobytes, and that costs milliseconds on every push. A text frame that
 * is exactly one MESSAGE already holds its body as a string, so when `deliver` takes it (a topic
 * someone listens to), the body is handed over as it is, and stompjs receives the same frame
 * without it (its heart-beat and subscription bookkeeping stay its own; it sees an empty body,
 * which the subscriber ignores). Anything else reaches stompjs untouched.
 */
export function withTopicFastPath(
  socket: WebSocket,
  deliver: (destination: string, body: string) => boolean,
): WebSocket {
  let handler: ((event: MessageEvent) => void) | null = null;
  Object.defineProperty(socket, 'onmessage', {
    configurable: true,
    get: () => handler,
    set: (next: ((event: MessageEvent) => void) | null) => {
      handler = next;
    },
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    const split = typeof event.data === 'string' ? splitMessage(event.data) : null;
    if (!split || !deliver(split.destination, split.body)) {
      handler?.(event);
      return;
    }
    handler?.(new MessageEvent('message', { data: split.stub }));
  });
  return socket;
}

const DESTINATION = 'destination:';

/** A lone MESSAGE frame's destination and body, and the frame without the body; null for anything else. */
function splitMessage(data: string): { destination: string; body: string; stub: string } | null {
  if (!data.startsWith('MESSAGE\n')) return null;
  const headEnd = data.indexOf('\n\n');
  if (headEnd === -1) return null;
  const end = data.indexOf('\0', headEnd);
  // Several frames in one message, or a frame cut in two: stompjs handles those itself.
  if (end === -1 || data.slice(end + 1).trim() !== '') return null;
  const headers = data.slice(0, headEnd).split('\n');
  const destination = headers.find((line) => line.startsWith(DESTINATION))?.slice(DESTINATION.length);
  if (destination === undefined) return null;
  const stubHeaders = headers.filter((line) => !line.startsWith('content-length:'));
  return { destination, body: data.slice(headEnd + 2, end), stub: `${stubHeaders.join('\n')}\n\n\0` };
}
