/** The one error type of the interface (spec §8): every failed call becomes one of these. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly timestamp: string;
  /** The server's words as it sent them (the message is translated), when a server answered. */
  readonly serverMessage: string | undefined;

  constructor(
    statusCode: number,
    message: string,
    timestamp: string = new Date().toISOString(),
    serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.timestamp = timestamp;
    this.serverMessage = serverMessage;
  }
}

/**
 * A request that got no answer: offline, or the server did not answer. Whether a write arrived is
 * unknown, so a second try first asks whether the first one landed (product/useSendOnce).
 */
export class UnansweredError extends ApiError {
  constructor(message: string) {
    super(500, message);
    this.name = 'UnansweredError';
  }
}
