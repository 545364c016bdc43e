import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/ApiError';
import { normalizeError } from '../../src/api/normalizeError';

function failedWith(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('normalizeError (spec §8 conversion of failures)', () => {
  it('takes the message and timestamp the server supplies', () => {
    const error = normalizeError(
      failedWith(409, {
        statusCode: 409,
        message: 'User with this email already exists',
        timestamp: '2025-06-01T17:52:10.123456',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 409,
      message: 'User with this email already exists',
      timestamp: '2025-06-01T17:52:10.123456',
    });
  });

  it("defaults to 'An error occurred. Try refreshing the page' for the backend's 403 with an empty body", () => {
    const error = normalizeError(failedWith(403, ''));
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe('An error occurred. Try refreshing the page');
    expect(Date.parse(error.timestamp)).not.toBeNaN();
  });

  it('reads a JSON error body that arrived as text, and ignores a body that is HTML', () => {
    expect(
      normalizeError(failedWith(400, '{"message":"Bid is too low. Must be at least 1100.00"}')).message,
    ).toBe('Bid is too low. Must be at least 1\u00a0100,-');
    expect(normalizeError(failedWith(502, '<html><body>Bad gateway</body></html>'))).toMatchObject({
      statusCode: 502,
      message: 'An error occurred. Try refreshing the page',
    });
  });

  it('ignores a message that is not a non-empty string', () => {
    expect(normalizeError(failedWith(500, { message: 42 })).message).toBe(
      'An error occurred. Try refreshing the page',
    );
    expect(normalizeError(failedWith(500, { message: '  ' })).message).toBe(
      'An error occurred. Try refreshing the page',
    );
  });

  // Reporting a 401 to the app is the HTTP client's, not this conversion's (tests/unit/http.test.ts).
  it("defaults to 'Auth error' for a 401 without a message", () => {
    expect(normalizeError(failedWith(401, ''))).toMatchObject({ statusCode: 401, message: 'Auth error' });
  });

  it("keeps the server's 401 text (wrong password)", () => {
    const error = normalizeError(
      failedWith(401, { message: 'Invalid credentials. Please check email or password.' }),
    );
    expect(error).toMatchObject({
      statusCode: 401,
      message: 'Invalid credentials. Please check email or password.',
    });
  });

  it("turns a request without an answer into 500 'The server is not responding. Please try again later.'", () => {
    const noAnswer = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
    expect(normalizeError(noAnswer)).toMatchObject({
      statusCode: 500,
      message: 'The server is not responding. Please try again later.',
    });
  });

  it("turns anything else into 500 'An unexpected error occurred.'", () => {
    expect(normalizeError(new TypeError('x is undefined'))).toMatchObject({
      statusCode: 500,
      message: 'An unexpected error occurred.',
    });
    expect(normalizeError('a string')).toMatchObject({
      statusCode: 500,
      message: 'An unexpected error occurred.',
    });
  });

  it('passes an ApiError through unchanged', () => {
    const original = new ApiError(404, 'Car with id 1 was not found', '2025-01-01T00:00:00');
    expect(normalizeError(original)).toBe(original);
  });
});
