import type { Socket } from 'node:net';

/** Tomcat's default `maxHttpHeaderSize` (Spring Boot's `server.max-http-request-header-size`): 8 KB. */
export const MAX_HEADER_BYTES = 8 * 1024;

const BAD_REQUEST = 'HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/**
 * A request Node's parser cannot take (headers past the limit, a malformed request line): 400 with
 * an empty body and the connection closed, as Tomcat answers what it cannot parse. Node itself
 * would answer 431 for headers past the limit, which production never sends.
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.end(BAD_REQUEST);
  else socket.destroy(error);
}
