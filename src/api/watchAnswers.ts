import axios, { type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse } from 'axios';
import { WaitStopped } from './WaitStopped';
import type { WaitingRequests } from './waitingRequests';

const defaultAdapters = axios.defaults.adapter;

/**
 * Wraps the HTTP client's transport so that every request reports its wait for the answer
 * (api/waitingRequests, the app instance's): the one mechanism behind the slow-server notice, for every screen. The
 * client still has no timeout (spec §7): nothing here ends a request by itself.
 *
 * A load (GET) can be sent again, which drops the attempt that waits (its connection is closed)
 * and hands its caller the new attempt's answer, or stopped, which fails it with the spec's "no
 * answer" (WaitStopped). A write is neither: it may already have reached the server.
 */
export const watchAnswers =
  (waiting: WaitingRequests): AxiosAdapter =>
  (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const send = axios.getAdapter(defaultAdapters, config);
      const load = (config.method ?? 'get').toLowerCase() === 'get';
      const caller = config.signal;
      let attempt: AbortController | null = null;
      let settled = false;

      const forwardAbort = () => attempt?.abort();
      const finish = () => {
        settled = true;
        wait.ended();
        caller?.removeEventListener?.('abort', forwardAbort);
      };
      const alive = () => wait.alive(Date.now());
      const withProgress =
        (report: ((event: AxiosProgressEvent) => void) | undefined) => (event: AxiosProgressEvent) => {
          alive();
          report?.(event);
        };

      const run = () => {
        const current = new AbortController();
        attempt?.abort();
        attempt = current;
        send({
          ...config,
          signal: current.signal,
          // Only where the caller follows the upload already (photos, licences): upload listeners
          // would make every other cross-origin request need a preflight.
          onUploadProgress: config.onUploadProgress && withProgress(config.onUploadProgress),
          onDownloadProgress: withProgress(config.onDownloadProgress),
        }).then(
          (response) => {
            if (attempt !== current || settled) return;
            finish();
            resolve(response);
          },
          (error: unknown) => {
            if (attempt !== current || settled) return;
            finish();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      };

      const wait = waiting.report({
        kind: load ? 'load' : 'send',
        since: Date.now(),
        ...(load && {
          retry: () => {
            if (settled) return;
            alive();
            run();
          },
          stop: () => {
            if (settled) return;
            finish();
            attempt?.abort();
            reject(new WaitStopped());
          },
        }),
      });
      caller?.addEventListener?.('abort', forwardAbort);
      run();
      if (caller?.aborted) forwardAbort();
    });
