import axios, { isAxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { API_BASE_URL, LOGIN_WAIT_LIMIT_MS } from '../config';
import type { UploadWatch } from '../lib/uploadProgress';
import { usePart, type AppInstance } from '../core/appInstance';
import { loginNeeded } from '../session/loginNeeded';
import { sessionResumed } from '../session/sessionResume';
import { sessionStore, type SessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { normalizeError } from './normalizeError';
import { loadServerMessages } from './serverMessages';
import { waitingRequests } from './waitingRequests';
import { watchAnswers } from './watchAnswers';
import { i18n } from '../i18n';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Public calls (login, registrations, the quick submission and its existence check): never send a token, the backend rejects a stale one even there (contract §1.3). */
    anonymous?: boolean;
  }
}

export interface HttpClient extends AxiosInstance {
  /** The session whose token it sends (the own user's answer writes the spec's lock key there). */
  readonly session: SessionStore;
}

/**
 * The HTTP client of the app instance (core/appInstance): the backend base address, no timeout
 * (spec §7), the session's token on every call that is not public; every request reports its wait
 * for the answer (watchAnswers), and a 401 to a call that carried the token is reported to the app
 * (session/loginNeeded), which decides.
 */
export function httpClient(app: AppInstance): HttpClient {
  const session = app.part(sessionStore);
  const needs = app.part(loginNeeded);
  const client = axios.create({
    baseURL: API_BASE_URL === '' ? undefined : API_BASE_URL,
    timeout: 0,
    adapter: watchAnswers(app.part(waitingRequests)),
  });

  client.interceptors.request.use(async (config) => {
    if (config.anonymous) return config;
    // validToken() also removes an expired token (with the userId) before the request goes out.
    let token = session.validToken();
    if (token === null && session.snapshot().expired) {
      // The session ran out with the page still open: the call waits a while for the user to log in
      // again instead of failing with 403 and costing them the page. A write (something the user
      // did) reports that it waits; the app decides to ask for the login. It waits no longer than
      // the limit, and then fails like an expired session does.
      if (config.method !== undefined && config.method.toLowerCase() !== 'get') needs.report('write');
      await sessionResumed(session, LOGIN_WAIT_LIMIT_MS);
      token = session.validToken();
      if (token === null && session.snapshot().expired)
        throw new ApiError(403, i18n.t('errors.sessionExpired'));
    }
    if (token !== null) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    await loadServerMessages();
    // A 401 also answers a login with a wrong password; only one that carried the token is reported.
    if (isAxiosError(error) && error.response?.status === 401 && error.config?.anonymous !== true)
      needs.report('unauthorized');
    return Promise.reject(normalizeError(error));
  });
  return Object.assign(client, { session });
}

// The texts of the server's messages load with this module, so they are there when one arrives
// (also over the live auction's socket); a failure waits for them in the rare case they are not.
void loadServerMessages();

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
  http: HttpClient,
  config: AxiosRequestConfig,
  schema: Schema,
  what: string,
): Promise<z.output<Schema>> {
  const response = await http.request<unknown>(config);
  return parseBody(schema, response.data, what);
}

/** A request whose answer carries nothing the client needs (200 empty, 204). */
export async function requestEmpty(http: HttpClient, config: AxiosRequestConfig): Promise<void> {
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

/** The app instance's HTTP client, for the calls of a screen or hook. */
export const useHttp = (): HttpClient => usePart(httpClient);
