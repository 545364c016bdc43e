/**
 * stompjs parses every incoming frame byte by byte into an array; a full auction with thousands
 * of bids is hundreds of kilobytes, and that costs milliseconds on every push. A text frame that
 * is exactly one MESSAGE on the auction topic already holds its body as a string, so the body is
 * handed over as it is, and stompjs receives the same frame without it (its heart-beat and
 * subscription bookkeeping stay its own; it sees an empty body, which the subscriber ignores).
 */
export function withTopicFastPath(
  socket: WebSocket,
  destination: string,
  onBody: (body: string) => void,
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
    const split = typeof event.data === 'string' ? splitTopicMessage(event.data, destination) : null;
    if (!split) {
      handler?.(event);
      return;
    }
    onBody(split.body);
    handler?.(new MessageEvent('message', { data: split.stub }));
  });
  return socket;
}

/** The body of a lone MESSAGE frame on `destination`, and the frame without it; null for anything else. */
export function splitTopicMessage(data: string, destination: string): { body: string; stub: string } | null {
  if (!data.startsWith('MESSAGE\n')) return null;
  const headEnd = data.indexOf('\n\n');
  if (headEnd === -1) return null;
  const end = data.indexOf('\0', headEnd);
  // Several frames in one message, or a frame cut in two: stompjs handles those itself.
  if (end === -1 || data.slice(end + 1).trim() !== '') return null;
  const headers = data.slice(0, headEnd).split('\n');
  if (!headers.includes(`destination:${destination}`)) return null;
  const stubHeaders = headers.filter((line) => !line.startsWith('content-length:'));
  return { body: data.slice(headEnd + 2, end), stub: `${stubHeaders.join('\n')}\n\n\0` };
}
