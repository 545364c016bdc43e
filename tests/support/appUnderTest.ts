import { QueryClient } from '@tanstack/react-query';
import { draftWrites } from '../../src/ui/form/draftWrites';
import { createAppInstance, type AppInstance } from '../../src/core/appInstance';
import { sessionStore } from '../../src/session/sessionStore';

/**
 * Every render of a test gets a fresh app instance (src/core/appInstance): nothing one test's app
 * keeps reaches the next, so no test resets the app's state. The instances of the running test
 * are kept here only to log in to the one on screen and to wait for what they still write.
 */
const apps: AppInstance[] = [];

/**
 * A test's query cache, handed to the app instance at creation (as main.tsx lets the instance make
 * its own): no retries, so a refusal shows at once, and nothing collected behind the test's back.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** A fresh app instance for one render, with the test's query cache (or the one given). */
export function newAppUnderTest(queryClient: QueryClient = testQueryClient()): AppInstance {
  const app = createAppInstance({ queryClient });
  apps.push(app);
  return app;
}

/**
 * Logs in as a login does (spec §3: token and userId in sessionStorage): before a render, the app
 * finds the session; on an app already on screen, it starts there as after the login dialog.
 */
export function signIn(token: string, userId: string): void {
  (apps.at(-1) ?? createAppInstance()).part(sessionStore).start(token, userId);
}

/** Logs out of the app on screen, as its Log out does (another tab's logout is not seen: spec §3). */
export function signOut(): void {
  appOnScreen().part(sessionStore).clear();
}

/** The app instance of the test's last render: for what happens to the app from outside the page. */
export function appOnScreen(): AppInstance {
  const app = apps.at(-1);
  if (!app) throw new Error('Nothing rendered yet');
  return app;
}

/**
 * The page goes (a reload, a closed tab): it unmounts, and the drafts it saved as it went have
 * landed, as a browser finishes a page's IndexedDB writes before the next page opens the database.
 */
export async function leavePage(view: { unmount: () => void; app: AppInstance }): Promise<void> {
  view.unmount();
  await view.app.part(draftWrites).settled();
}

/**
 * After a test: the drafts its forms wrote as they unmounted have landed (in that test's own
 * IndexedDB, not the next one's), and its apps are let go.
 */
export async function settleAppsUnderTest(): Promise<void> {
  await Promise.all(apps.map((app) => app.part(draftWrites).settled()));
  apps.length = 0;
}
