import axios, { type AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { API_BASE_URL, LOGIN_WAIT_LIMIT_MS } from '../config';
import type { UploadWatch } from '../lib/uploadProgress';
import { reportLoginNeeded } from '../session/loginNeeded';
import { sessionResumed } from '../session/sessionResume';
import { sessionSnapshot, validToken } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { normalizeError } from './normalizeError';
import { loadServerMessages } from './serverMessages';
import { watchAnswers } from './watchAnswers';
import { i18n } from '../i18n';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Public calls (login, registrations, the quick submission and its existence check): never send a token, the backend rejects a stale one even there (contract §1.3). */
    anonymous?: boolean;
  }
}

/**
 * The one HTTP client: the backend base address, no timeout (spec §7); every request reports its
 * wait for the answer (watchAnswers).
 */
export const http = axios.create({
  baseURL: API_BASE_URL === '' ? undefined : API_BASE_URL,
  timeout: 0,
  adapter: watchAnswers,
});

http.interceptors.request.use(async (config) => {
  if (config.anonymous) return config;
  // validToken() also removes an expired token (with the userId) before the request goes out.
  let token = validToken();
  if (token === null && sessionSnapshot().expired) {
    // The session ran out with the page still open: the call waits a while for the user to log in
    // again instead of failing with 403 and costing them the page. A write (something the user
    // did) reports that it waits; the app decides to ask for the login. It waits no longer than
    // the limit, and then fails like an expired session does.
    if (config.method !== undefined && config.method.toLowerCase() !== 'get') reportLoginNeeded('write');
    await sessionResumed(LOGIN_WAIT_LIMIT_MS);
    token = validToken();
    if (token === null && sessionSnapshot().expired) throw new ApiError(403, i18n.t('errors.sessionExpired'));
  }
  if (token !== null) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

// The texts of the server's messages load with this module, so they are there when one arrives
// (also over the live auction's socket); a failure waits for them in the rare case they are not.
void loadServerMessages();
http.interceptors.response.use(undefined, async (error: unknown) => {
  await loadServerMessages();
  return Promise.reject(normalizeError(error));
});

/** Checks a response body against its schema: a body that does not fit is a failure like any other. */
export function parseBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  data: unknown,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  console.warn(`Unexpected ${what} from the server`, result.error.issues.slice(0, 5));
  throw new ApiError(500, i18n.t('errors.unexpected'));
}

/** A request whose answer is parsed with `schema`. */
export async function requestJson<Schema extends z.ZodMiniType>(
  config: AxiosRequestConfig,
  schema: Schema,
  what: string,
): Promise<z.output<Schema>> {
  const response = await http.request<unknown>(config);
  return parseBody(schema, response.data, what);
}

/** A request whose answer carries nothing the client needs (200 empty, 204). */
export async function requestEmpty(config: AxiosRequestConfig): Promise<void> {
  await http.request<unknown>(config);
}

/**
 * The axios options of every upload (photos, licences): the request's upload events go to the
 * watcher, whose signal aborts the request. One way for all uploads.
 */
export function uploadOptions(watch: UploadWatch | undefined): AxiosRequestConfig {
  if (!watch) return {};
  return {
    signal: watch.signal,
    onUploadProgress: ({ loaded, total }) => watch.onProgress(loaded, total ?? 0),
  };
}

/** A JSON multipart part: the backend requires `Content-Type: application/json` on it (contract §4.3). */
export function jsonPart(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: 'application/json' });
}
