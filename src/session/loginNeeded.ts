import { createListeners } from '../lib/listeners';

/**
 * The edges (HTTP, the socket) report here that the session is needed again; they neither change
 * the session nor open any UI. The app decides what happens (app/LoginDialogHost).
 * `write`: something the user did waits for a login; `refused`: the broker refused the session's
 * token at CONNECT; `unauthorized`: the server answered 401 to a request that carried the token.
 */
export type LoginNeed = 'write' | 'refused' | 'unauthorized';

export interface LoginNeeded {
  report: (need: LoginNeed) => void;
  subscribe: (listener: (need: LoginNeed) => void) => () => void;
}

/** A part of the app instance (core/appInstance). */
export function loginNeeded(): LoginNeeded {
  const needs = createListeners<[LoginNeed]>();
  return { report: needs.notify, subscribe: needs.subscribe };
}
