import { createListeners } from '../lib/listeners';

/**
 * The edges (HTTP, the socket) report here that the session is needed again; they open no UI.
 * The app decides what the user sees (app/LoginDialogHost opens the login dialog).
 * `write`: something the user did waits for a login; `refused`: the server refused the session.
 */
export type LoginNeed = 'write' | 'refused';

const needs = createListeners<[LoginNeed]>();

export const reportLoginNeeded = (need: LoginNeed): void => needs.notify(need);
export const subscribeLoginNeeded = needs.subscribe;
