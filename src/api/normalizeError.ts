import { isAxiosError } from 'axios';
import { i18n } from '../i18n';
import { ApiError, UnansweredError } from './ApiError';
import { translateServerMessage } from './serverMessages';

interface ServerErrorBody {
  message?: string;
  timestamp?: string;
}

/** The backend's JSON error body, also when it arrives as text; anything else (HTML, empty) gives {}. */
function readServerBody(data: unknown): ServerErrorBody {
  let body = data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return {};
    }
  }
  if (typeof body !== 'object' || body === null) return {};
  const { message, timestamp } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    timestamp: typeof timestamp === 'string' && timestamp !== '' ? timestamp : undefined,
  };
}

/**
 * Spec §8 "Conversion of failures": a server answer supplies message and timestamp (default
 * 'An error occurred. Try refreshing the page'), the message in the user's language where it is a
 * known one (serverMessages.ts); 401 'Auth error' (the HTTP client reports it, and the app ends the
 * session);
 * no answer → 500 'The server is not responding…' ('You are offline…' while the browser is offline),
 * an UnansweredError; anything else → 500 'An unexpected error occurred.'
 */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.response) {
      const { status } = error.response;
      const body = readServerBody(error.response.data);
      const fallback = status === 401 ? 'errors.auth' : 'errors.default';
      const message =
        body.message === undefined
          ? i18n.t(fallback)
          : translateServerMessage(body.message, error.config?.url);
      return new ApiError(status, message, body.timestamp, body.message);
    }
    if (error.request !== undefined || error.code === 'ERR_NETWORK') {
      return new UnansweredError(i18n.t(navigator.onLine ? 'errors.noResponse' : 'errors.offline'));
    }
  }
  return new ApiError(500, i18n.t('errors.unexpected'));
}
