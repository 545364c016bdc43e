import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { SESSION_COOKIE } from '../../../src/session/sessionCookieName';
import { firstBackendPort } from './backendPort';
import { startBackend, stopBackend } from './startBackend';
import { DEMO_PASSWORD, TestControls, type LoginAnswer, type SeedFixtures } from './testControls';

/** Uncaught exceptions of every page a test opens; the test fails if any happened. */
function watchErrors(page: Page, sink: string[]): void {
  page.on('pageerror', (error) => sink.push(`${page.url()}: ${error.message}`));
}

const CSP_BINDING = '__e2eReportCspViolation';

/**
 * Every `securitypolicyviolation` event in the context's pages (the Content-Security-Policy the
 * stand-in sends, docs/serving.md, Security headers); the test fails if any happened. The listener is
 * installed over the DevTools protocol, which the policy does not govern.
 */
async function watchCspViolations(context: BrowserContext, sink: string[]): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ page }, report: string) => {
    sink.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  }, CSP_BINDING);
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

interface Fixtures {
  controls: TestControls;
  seed: SeedFixtures;
  /**
   * Opens a further page in its own browser context (a second user), watched for page errors;
   * `use` overrides the project's context options (a phone's, support/sizes.ts).
   */
  openPage: (options?: { session?: LoginAnswer; use?: BrowserContextOptions }) => Promise<OpenedPage>;
  /** Logs the page in through the API, as if the login dialog had been used (for tests about something else). */
  loginAs: (page: Page, email: string) => Promise<LoginAnswer>;
  pageErrors: string[];
  cspViolations: string[];
}

interface WorkerFixtures {
  /** The stand-in backend this worker's tests talk to: one per worker, so workers never share a seed. */
  backendUrl: string;
}

/** Puts a session into sessionStorage before the app's scripts run. */
async function seedSession(context: BrowserContext, session: LoginAnswer, appUrl: string): Promise<void> {
  await context.addInitScript(
    ({ token, userId }) => {
      if (window.sessionStorage.getItem('e2e-session-seeded') !== null) return;
      window.sessionStorage.setItem('e2e-session-seeded', '1');
      window.sessionStorage.setItem('token', token);
      window.sessionStorage.setItem('userId', userId);
    },
    { token: session.token, userId: session.userId },
  );
  // What the app's session store writes beside the token, for the server (src/session/sessionCookieName.ts).
  await context.addCookies([{ name: SESSION_COOKIE, value: '1', url: appUrl }]);
}

async function newWatchedContext(
  browser: Browser,
  errors: string[],
  violations: string[],
  appUrl: string,
  session?: LoginAnswer,
  use?: BrowserContextOptions,
): Promise<OpenedPage> {
  // browser.newContext() inside the test runner takes the project's `use` options (viewport, locale,
  // baseURL); those given here win.
  const context = await browser.newContext(use);
  await watchCspViolations(context, violations);
  if (session) await seedSession(context, session, appUrl);
  const page = await context.newPage();
  watchErrors(page, errors);
  return { context, page };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Each worker starts its own stand-in (serving dist/ and the API on one origin) on the next port
  // up from E2E_PORT, and stops it when the worker ends.
  backendUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const backend = await startBackend(firstBackendPort + workerInfo.parallelIndex);
      await provide(backend.url);
      // A worker replaced after a failed test starts its backend on the same port: wait until it is free.
      stopBackend(backend.pid);
      await backend.exited;
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ backendUrl }, provide) => {
    await provide(backendUrl);
  },
  // Playwright reads a fixture's dependencies from this pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, provide) => {
    const errors: string[] = [];
    await provide(errors);
    expect(errors, 'uncaught exceptions in the page').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, provide) => {
    const violations: string[] = [];
    await provide(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  context: async ({ context, cspViolations }, provide) => {
    await watchCspViolations(context, cspViolations);
    await provide(context);
  },
  // Every test starts from the seed: the tests of a worker share its backend and run one at a time.
  controls: [
    async ({ request }, provide) => {
      const controls = new TestControls(request);
      await controls.reset();
      await provide(controls);
    },
    { auto: true },
  ],
  seed: async ({ controls }, provide) => {
    await provide(await controls.fixtures());
  },
  page: async ({ page, pageErrors }, provide) => {
    watchErrors(page, pageErrors);
    await provide(page);
  },
  openPage: async ({ browser, baseURL, pageErrors, cspViolations }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const result = await newWatchedContext(
        browser,
        pageErrors,
        cspViolations,
        String(baseURL),
        options.session,
        options.use,
      );
      opened.push(result.context);
      return result;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  loginAs: async ({ controls, baseURL }, provide) => {
    await provide(async (page, email) => {
      const session = await controls.login(email, DEMO_PASSWORD);
      await seedSession(page.context(), session, String(baseURL));
      return session;
    });
  },
});

export { expect };
