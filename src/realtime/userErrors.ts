import * as z from 'zod/mini';
import { ApiError } from '../api/ApiError';
import { translateServerMessage } from '../api/serverMessages';
import { parseJson } from './parseJson';

/** Subscribe to exactly this (contract §8.4); the broker routes it to every session of the user. */
export const USER_ERRORS_DESTINATION = '/user/queue/errors';

const userErrorSchema = z.object({
  statusCode: z.number(),
  message: z.string(),
  timestamp: z.optional(z.string()),
});

/**
 * A frame from the user's error queue (`/user/queue/errors`) as an ApiError, in the user's
 * language like the HTTP edge's messages (a refused bid, say); null, with a warning, when unreadable.
 */
export function readUserError(body: string): ApiError | null {
  const result = userErrorSchema.safeParse(parseJson(body));
  if (!result.success) {
    console.warn('Ignored an unreadable error message', result.error.issues.slice(0, 3));
    return null;
  }
  const { statusCode, message, timestamp } = result.data;
  return new ApiError(statusCode, translateServerMessage(message), timestamp, message);
}
