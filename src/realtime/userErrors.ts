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

const listeners = new Set<(error: ApiError) => void>();

/**
 * Messages of `/user/queue/errors` as ApiErrors (a refused bid, say; every tab of the user
 * receives them, and they name no auction). The queue rides on the shared connection, which the
 * topics hold open: listening here opens nothing. Returns the function that stops listening.
 */
export function subscribeUserErrors(listener: (error: ApiError) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A frame from the queue: told to every listener, or dropped with a warning when unreadable. */
export function receiveUserError(body: string): void {
  const result = userErrorSchema.safeParse(parseJson(body));
  if (!result.success) {
    console.warn('Ignored an unreadable error message', result.error.issues.slice(0, 3));
    return;
  }
  const { statusCode, message, timestamp } = result.data;
  // In the user's language, like the HTTP edge's messages (a refused bid, say).
  const error = new ApiError(statusCode, translateServerMessage(message), timestamp);
  listeners.forEach((listener) => listener(error));
}
