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
