/** The one error type of the interface (spec §8): every failed call becomes one of these. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly timestamp: string;

  constructor(statusCode: number, message: string, timestamp: string = new Date().toISOString()) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.timestamp = timestamp;
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
