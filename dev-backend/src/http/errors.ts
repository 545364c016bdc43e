import { formatLocalDateTime, nowMicros } from '../time.js';

/** A failure the production backend reports as JSON `{statusCode, message, timestamp}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Production answers every failure that misses its JSON handlers with 403 and a zero-length body
 * (Spring Security guards the container's /error page), so this is the stand-in's catch-all.
 */
export class Forbidden extends Error {
  constructor(reason = 'forbidden') {
    super(reason);
  }
}

export const INVALID_REQUEST = 'Your request is invalid. Cannot proceed.';

export class InvalidRequest extends ApiError {
  constructor() {
    super(400, INVALID_REQUEST);
  }
}

/**
 * A save the database refused (`GlobalExceptionHandler.handleDataIntegrityViolationException`): 409
 * over HTTP. Over STOMP production has no handler for it (`AuctionWebSocketExceptionHandler` knows
 * three exceptions), so nothing at all is sent (contract §14.11).
 */
export class FailedSave extends ApiError {
  constructor() {
    super(409, 'Could not perform save.');
  }
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  timestamp: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, timestamp: formatLocalDateTime(nowMicros()) };
}
