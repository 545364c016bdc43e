import type { Browser, Locator, Page } from '@playwright/test';
import { normalizeSearchText, searchTerms } from '../src/lib/searchText';
import {
  adminTasks,
  armChange,
  clearAdminTasks,
  instrumentAdmin,
  settledChange,
  type AdminChange,
  type SettledWhen,
} from './lib/adminInstrument';
import type { BenchBackend } from './lib/benchBackend';
import { loggedInPage, type Session } from './lib/benchBrowser';
import { percentile, round } from './lib/stats';

interface Spread {
  count: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
}

export interface AdminScreenFigures {
  screen: string;
  /** Requests to /api/ from navigation until the list was usable. */
  loadRequests: number;
  /** From navigation to the screen's usable condition (`usableWhen`), ms. */
  loadMs: number;
  usableWhen: string;
  /** What was changed, and from the event to the DOM settled / to the end of the next frame. */
  change: string;
  toDom: Spread;
  toNextFrame: Spread;
  /** Event Timing entries of 16 ms or more, and long tasks, during the changes. */
  eventsOver16Ms: number;
  longTasksOver50Ms: number;
  longestTaskMs: number;
}

export interface AdminFigures {
  data: { cars: number; auctions: number; users: number; applications: number };
  screens: AdminScreenFigures[];
}

interface BoardRow {
  id: string;
  carDetails: { makeModel: string; carId: string };
}

const BOARD = [
  { status: 'Aktivt', label: 'Active' },
  { status: 'Deaktivert', label: 'Paused' },
  { status: 'Avsluttet', label: 'Ended' },
] as const;

/** As the console pages its lists (src/features/admin/shared/usePage.ts). */
const PAGE_SIZE = 10;

const summary = (values: number[]): Spread => ({
  count: values.length,
  p50Ms: round(percentile(values, 50)),
  p95Ms: round(percentile(values, 95)),
  maxMs: round(percentile(values, 100)),
});

async function operator(backendUrl: string): Promise<Session> {
  const response = await fetch(`${backendUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.no', password: 'demopass1' }),
  });
  if (!response.ok) throw new Error(`the operator's login answered ${response.status}`);
  return (await response.json()) as Session;
}

async function api<T>(backend: BenchBackend, session: Session, path: string): Promise<T> {
  const response = await fetch(`${backend.url}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every item of a paged list, each id once (the backend's paging has no order). */
async function everyPage<T extends { id: string }>(
  backend: BenchBackend,
  session: Session,
  path: (page: number) => string,
): Promise<T[]> {
  const byId = new Map<string, T>();
  for (let page = 0; ; page++) {
    const answer = await api<{ items: T[]; totalPages: number }>(backend, session, path(page));
    for (const item of answer.items) byId.set(item.id, item);
    if (page + 1 >= answer.totalPages) break;
  }
  return [...byId.values()];
}

/** As BoardSection filters: every word of the filter in the make and model. */
function boardCounts(board: Map<string, BoardRow[]>, filter: string): number[] {
  const terms = searchTerms(filter);
  return BOARD.map(
    ({ status }) =>
      (board.get(status) ?? []).filter(({ carDetails }) => {
        const name = normalizeSearchText(carDetails.makeModel);
        return terms.every((term) => name.includes(term));
      }).length,
  );
}

const pageLabel = (page: number, total: number) => `Page ${page} of ${total}`;
const pagesOf = (count: number) => Math.ceil(count / PAGE_SIZE);

/** Arms the change, acts, and reads its figures from the page. */
async function timed(page: Page, settled: SettledWhen, act: () => Promise<void>): Promise<AdminChange> {
  await page.evaluate(armChange, settled);
  await act();
  const change = await page.evaluate(settledChange);
  // A breath between changes, as a person takes.
  await page.waitForTimeout(150);
  return change;
}

/** How often the load's end is looked for. */
const USABLE_POLL_MS = 20;

/**
 * Until every locator is visible, looked for every USABLE_POLL_MS (each in turn, from the first). Not
 * Playwright's `waitFor`: it looks after 0, 20, 50, 100 and 100 ms and then every 500 ms, so a list
 * shown 0.3 s after the page's load event was counted up to half a second late (issue 45).
 */
async function untilVisible(locators: Locator[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let shown = true;
    for (const locator of locators) if (!(shown = await locator.isVisible())) break;
    if (shown) return;
    if (Date.now() > deadline) throw new Error(`the screen was not usable within ${timeoutMs} ms`);
    await new Promise((resume) => setTimeout(resume, USABLE_POLL_MS));
  }
}

async function openScreen(
  browser: Browser,
  backend: BenchBackend,
  session: Session,
  path: string,
  usable: (page: Page) => Locator[],
): Promise<{ page: Page; close: () => Promise<void>; loadMs: number; loadRequests: number }> {
  const { context, page } = await loggedInPage(browser, backend.url, session);
  await page.addInitScript({ content: 'window.__name = (target) => target;' });
  await page.addInitScript(instrumentAdmin);
  let loadRequests = 0;
  const count = (request: { url: () => string }) => {
    if (/\/api\/v1\//.test(request.url())) loadRequests += 1;
  };
  page.on('request', count);
  const started = Date.now();
  await page.goto(`${path}?lng=en`);
  await untilVisible(usable(page));
  const loadMs = Date.now() - started;
  page.off('request', count);
  await page.evaluate(clearAdminTasks);
  return { page, close: () => context.close(), loadMs, loadRequests };
}

async function figuresOf(
  page: Page,
  base: Pick<AdminScreenFigures, 'screen' | 'usableWhen' | 'change' | 'loadMs' | 'loadRequests'>,
  changes: AdminChange[],
): Promise<AdminScreenFigures> {
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(adminTasks);
  return {
    ...base,
    toDom: summary(changes.map((change) => change.domMs)),
    toNextFrame: summary(changes.map((change) => change.frameMs)),
    eventsOver16Ms: tasks.slowEvents,
    longTasksOver50Ms: tasks.longTasks,
    longestTaskMs: round(tasks.longestTaskMs) ?? 0,
  };
}

interface QueueCar {
  id: string;
  registrationNumber: string;
  make: string;
  model: string;
  ownerId: string | null;
}

interface ListedUser {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: string;
}

/** Pages back and forth: 2 → 6 and back to 1, `passes` times, on the list whose pages `nav` holds. */
async function pageChanges(
  page: Page,
  nav: ReturnType<Page['getByRole']>,
  total: number,
  passes: number,
): Promise<AdminChange[]> {
  const changes: AdminChange[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (let to = 2; to <= 6; to++)
      changes.push(
        await timed(page, [{ selector: 'nav span', text: pageLabel(to, total) }], () =>
          nav.getByRole('button', { name: 'Next page' }).click(),
        ),
      );
    for (let to = 5; to >= 1; to--)
      changes.push(
        await timed(page, [{ selector: 'nav span', text: pageLabel(to, total) }], () =>
          nav.getByRole('button', { name: 'Previous page' }).click(),
        ),
      );
  }
  return changes;
}

/** Each search typed at once (one input event, as a paste), then cleared; each measured to its count. */
async function searchChanges(
  page: Page,
  box: ReturnType<Page['getByRole']>,
  searches: { text: string; settled: SettledWhen }[],
  cleared: SettledWhen,
): Promise<AdminChange[]> {
  const changes: AdminChange[] = [];
  for (const { text, settled } of searches) {
    changes.push(await timed(page, settled, () => box.fill(text)));
    changes.push(await timed(page, cleared, () => box.fill('')));
  }
  return changes;
}

/** The applications queue: its pages back and forth, and its search by registration number, seller or phone. */
async function measureApplications(
  browser: Browser,
  backend: BenchBackend,
  session: Session,
  cars: QueueCar[],
  users: Map<string, ListedUser>,
): Promise<AdminScreenFigures[]> {
  const applications = cars.length;
  const total = pagesOf(applications);
  const pages = pageLabel(1, total);
  const waiting = `${applications} cars waiting for review`;
  const screen = await openScreen(browser, backend, session, '/admin/applications', (page) => [
    page.getByText(waiting),
    page.locator('main ul li article h2').first(),
    page.getByText(pages),
    page.getByRole('button', { name: 'Next page' }).and(page.locator(':enabled')),
  ]);
  const { page } = screen;
  try {
    // The changes are measured once the sellers (GET /users, about 2 MB) have loaded behind the list:
    // the search's hint says so. How long that took after the list is reported beside the load.
    const sellersFrom = Date.now();
    await page
      .getByText("Registration number, make, the seller's name or phone number.")
      .waitFor({ timeout: 60_000 });
    console.log(
      `/admin/applications: the sellers for the search loaded ${Date.now() - sellersFrom} ms after the list`,
    );
    await page.evaluate(clearAdminTasks);
    const base = {
      screen: '/admin/applications',
      usableWhen: `'${waiting}', the first card, '${pages}' and an enabled 'Next page'`,
      loadMs: screen.loadMs,
      loadRequests: screen.loadRequests,
    };
    const paging = await figuresOf(
      page,
      { ...base, change: 'next or previous page' },
      await pageChanges(page, page.getByRole('navigation', { name: 'Pages' }), total, 3),
    );
    await page.evaluate(clearAdminTasks);
    // Registration numbers, sellers' phone numbers (without +47) and e-mail-less names: one car each.
    const picked = [0.1, 0.3, 0.5, 0.7, 0.9].map((at) => cars[Math.floor(at * (cars.length - 1))]);
    const searches = picked.flatMap((car, i) => {
      if (!car) return [];
      const seller = users.get(car.ownerId ?? '');
      const title = `${car.registrationNumber} ${car.make} ${car.model}`;
      const settled: SettledWhen = [
        { selector: 'main p', text: `1 of ${applications} cars found` },
        { selector: 'main article h2', text: title },
      ];
      const byPhone = seller ? seller.phoneNumber.replace(/^\+47/, '') : null;
      return [
        { text: car.registrationNumber, settled },
        ...(byPhone && i % 2 === 0 ? [{ text: byPhone, settled }] : []),
      ];
    });
    const search = await figuresOf(
      page,
      { ...base, change: `the search set (${searches.length} registration and phone numbers) and cleared` },
      await searchChanges(page, page.getByRole('searchbox', { name: 'Find an application' }), searches, [
        { selector: 'main p', text: waiting },
      ]),
    );
    return [paging, search];
  } finally {
    await screen.close();
  }
}

/** The auctions board: the make-and-model filter over all three lists, and the active list's pages. */
async function measureBoard(
  browser: Browser,
  backend: BenchBackend,
  session: Session,
  board: Map<string, BoardRow[]>,
): Promise<{ filter: AdminScreenFigures; pages: AdminScreenFigures }> {
  const headings = (filter: string): SettledWhen =>
    boardCounts(board, filter).map((count, i) => ({
      selector: 'main h2',
      text: `${BOARD[i]?.label ?? ''} (${count})`,
    }));
  const screen = await openScreen(browser, backend, session, '/admin/auctions', (page) => [
    ...headings('').map(({ text }) => page.getByRole('heading', { name: text, exact: true })),
    page.locator('main article h3').first(),
    page.getByRole('searchbox', { name: 'Filter by make and model' }).and(page.locator(':enabled')),
  ]);
  const { page } = screen;
  try {
    // The active list's pages first (a filter later may clamp the page).
    const activeTotal = pagesOf(board.get('Aktivt')?.length ?? 0);
    const pageChanges: AdminChange[] = [];
    const activePages = page.getByRole('navigation', { name: 'Pages' }).first();
    for (let pass = 0; pass < 2; pass++) {
      for (let to = 2; to <= 6; to++)
        pageChanges.push(
          await timed(page, [{ selector: 'nav span', text: pageLabel(to, activeTotal) }], () =>
            activePages.getByRole('button', { name: 'Next page' }).click(),
          ),
        );
      for (let to = 5; to >= 1; to--)
        pageChanges.push(
          await timed(page, [{ selector: 'nav span', text: pageLabel(to, activeTotal) }], () =>
            activePages.getByRole('button', { name: 'Previous page' }).click(),
          ),
        );
    }
    const pages = await figuresOf(
      page,
      {
        screen: '/admin/auctions',
        usableWhen: 'the three headings with their counts, the first row and an enabled filter',
        change: "the active list's next or previous page",
        loadMs: screen.loadMs,
        loadRequests: screen.loadRequests,
      },
      pageChanges,
    );

    await page.evaluate(clearAdminTasks);
    // Each make on the board, then a make and model, each followed by clearing the filter.
    const makes = [
      ...new Set([...board.values()].flat().map((row) => row.carDetails.makeModel.split(' ')[0] ?? '')),
    ].filter((make) => make !== '');
    const twoWords = [
      ...new Set(
        [...board.values()].flat().map((row) => row.carDetails.makeModel.split(' ').slice(0, 2).join(' ')),
      ),
    ].slice(0, 4);
    const all = boardCounts(board, '').join();
    const filters = [...makes.slice(0, 8), ...twoWords].filter(
      (text) => boardCounts(board, text).join() !== all,
    );
    const filterBox = page.getByRole('searchbox', { name: 'Filter by make and model' });
    const filterChanges: AdminChange[] = [];
    for (const text of filters) {
      filterChanges.push(await timed(page, headings(text), () => filterBox.fill(text)));
      filterChanges.push(await timed(page, headings(''), () => filterBox.fill('')));
    }
    const filter = await figuresOf(
      page,
      {
        ...pages,
        change: `the make-and-model filter set (${filters.length} makes and models) and cleared`,
      },
      filterChanges,
    );
    return { filter, pages };
  } finally {
    await screen.close();
  }
}

/** The users screen: the search over every user, by e-mail, phone number (without +47) or name. */
async function measureUsers(
  browser: Browser,
  backend: BenchBackend,
  session: Session,
  users: Map<string, ListedUser>,
): Promise<AdminScreenFigures> {
  const count = `${users.size} users. Type to find them.`;
  const screen = await openScreen(browser, backend, session, '/admin/users', (page) => [
    page.getByText(count),
    page.getByRole('searchbox', { name: /^Name, e-mail or phone number/ }).and(page.locator(':enabled')),
  ]);
  const { page } = screen;
  try {
    const searches: { text: string; settled: SettledWhen }[] = [];
    for (let i = 0; i < 10; i++) {
      // Sellers, representatives and companies from all over the set; every other one by phone.
      const role = ['seller', 'buyer-representative', 'buyer-company'][i % 3] ?? 'seller';
      const email = `bench-${role}-${(i * 131) % 400}@bench.no`;
      const user = [...users.values()].find((candidate) => candidate.email === email);
      if (!user) continue;
      searches.push({
        text: i % 2 === 0 ? email : user.phoneNumber.replace(/^\+47/, ''),
        settled: [
          { selector: 'main p', text: '1 user found' },
          { selector: 'main article h2', text: user.name },
        ],
      });
    }
    const companies = [...users.values()].filter(
      (user) => user.role === 'BUYER_COMPANY' && user.name.startsWith('Bench'),
    ).length;
    searches.push({
      text: 'Bench buyer-company',
      settled: [{ selector: 'main p', text: `${companies} users found` }],
    });
    return await figuresOf(
      page,
      {
        screen: '/admin/users',
        usableWhen: `'${count}' and an enabled search field`,
        change: `the search set (${searches.length}: e-mails, phone numbers, a name of ${companies} matches) and cleared`,
        loadMs: screen.loadMs,
        loadRequests: screen.loadRequests,
      },
      await searchChanges(
        page,
        page.getByRole('searchbox', { name: /^Name, e-mail or phone number/ }),
        searches,
        [{ selector: 'main p', text: count }],
      ),
    );
  } finally {
    await screen.close();
  }
}

interface BuyerCompany {
  id: string;
  organisationName: string | null;
  organisationNumber: string | null;
}

/** The companies: the approved list's pages, and the search by organisation number or name over both lists. */
async function measureCompanies(
  browser: Browser,
  backend: BenchBackend,
  session: Session,
  awaiting: BuyerCompany[],
  approved: BuyerCompany[],
): Promise<AdminScreenFigures[]> {
  const headings = (a: string, b: string): SettledWhen => [
    { selector: 'main h2', text: `Awaiting approval (${a})` },
    { selector: 'main h2', text: `Approved companies (${b})` },
  ];
  const all = headings(String(awaiting.length), String(approved.length));
  const screen = await openScreen(browser, backend, session, '/admin/companies', (page) => [
    ...all.map(({ text }) => page.getByRole('heading', { name: text, exact: true })),
    page.locator('main article h3').first(),
    page.getByRole('searchbox', { name: 'Find a company' }).and(page.locator(':enabled')),
  ]);
  const { page } = screen;
  try {
    const base = {
      screen: '/admin/companies',
      usableWhen: 'both headings with their counts, the first card and an enabled search',
      loadMs: screen.loadMs,
      loadRequests: screen.loadRequests,
    };
    const paging = await figuresOf(
      page,
      { ...base, change: "the approved list's next or previous page" },
      await pageChanges(
        page,
        page.getByRole('navigation', { name: 'Pages' }).nth(1),
        pagesOf(approved.length),
        2,
      ),
    );
    await page.evaluate(clearAdminTasks);
    const of = (found: number, total: number) => `${found} of ${total}`;
    const numbers = [awaiting[3], approved[10], approved[200], awaiting[50], approved[300]].filter(
      (company): company is BuyerCompany => company?.organisationNumber != null,
    );
    const searches = numbers.map((company) => {
      const inAwaiting = awaiting.includes(company) ? 1 : 0;
      return {
        text: company.organisationNumber ?? '',
        settled: headings(of(inAwaiting, awaiting.length), of(1 - inAwaiting, approved.length)),
      };
    });
    const bench = (list: BuyerCompany[]) =>
      list.filter((c) => (c.organisationName ?? '').startsWith('Bench Bil')).length;
    searches.push({
      text: 'bench bil',
      settled: headings(of(bench(awaiting), awaiting.length), of(bench(approved), approved.length)),
    });
    const search = await figuresOf(
      page,
      { ...base, change: `the search set (${searches.length}: organisation numbers, a name) and cleared` },
      await searchChanges(page, page.getByRole('searchbox', { name: 'Find a company' }), searches, all),
    );
    return [paging, search];
  } finally {
    await screen.close();
  }
}

/** The deals: their pages, and the search by registration number. */
async function measureDeals(
  browser: Browser,
  backend: BenchBackend,
  session: Session,
  ended: number,
  registrations: string[],
): Promise<AdminScreenFigures[]> {
  const all: SettledWhen = [{ selector: 'main button', text: `All (${ended})` }];
  const total = pagesOf(ended);
  const screen = await openScreen(browser, backend, session, '/admin/deals', (page) => [
    page.getByRole('button', { name: `All (${ended})` }),
    page.locator('main article h2').first(),
    page.getByText(pageLabel(1, total)),
  ]);
  const { page } = screen;
  try {
    const base = {
      screen: '/admin/deals',
      usableWhen: `'All (${ended})', the first deal and '${pageLabel(1, total)}'`,
      loadMs: screen.loadMs,
      loadRequests: screen.loadRequests,
    };
    const paging = await figuresOf(
      page,
      { ...base, change: 'next or previous page' },
      await pageChanges(page, page.getByRole('navigation', { name: 'Pages' }), total, 2),
    );
    await page.evaluate(clearAdminTasks);
    const box = page.getByRole('searchbox', { name: 'Find a deal' });
    // The registration numbers load beside the deals: wait until the search can find one.
    await box.fill(registrations[0] ?? '');
    await page.getByRole('button', { name: 'All (1)' }).waitFor({ timeout: 60_000 });
    await box.fill('');
    await page.getByRole('button', { name: `All (${ended})` }).waitFor();
    await page.evaluate(clearAdminTasks);
    const searches = registrations.map((text) => ({
      text,
      settled: [{ selector: 'main button', text: 'All (1)' }],
    }));
    const search = await figuresOf(
      page,
      { ...base, change: `the search set (${searches.length} registration numbers) and cleared` },
      await searchChanges(page, box, searches, all),
    );
    return [paging, search];
  } finally {
    await screen.close();
  }
}

/**
 * The operator's console with the stand-in's large data set (2,000 cars, 500 auctions, 5,000
 * users): per screen, navigation to a usable list, and its filter, search or page changes from the
 * event to the DOM settled and to the next frame's paint.
 */
export async function measureAdmin(browser: Browser, backend: BenchBackend): Promise<AdminFigures> {
  const seeded = (await backend.post('/__test/seed/large')) as {
    cars: number;
    auctions: number;
    users: number;
  };
  const session = await operator(backend.url);
  const cars = await everyPage<QueueCar>(
    backend,
    session,
    (page) => `/cars?status=Vurdering&page=${page}&size=500`,
  );
  const users = new Map((await api<ListedUser[]>(backend, session, '/users')).map((user) => [user.id, user]));
  const board = new Map<string, BoardRow[]>();
  for (const { status } of BOARD)
    board.set(
      status,
      await everyPage<BoardRow>(
        backend,
        session,
        (page) => `/auctions/by-status?status=${status}&page=${page}&size=500`,
      ),
    );
  const awaiting = await api<BuyerCompany[]>(backend, session, '/users/buyers?isLocked=true');
  const approved = await api<BuyerCompany[]>(backend, session, '/users/buyers?isLocked=false');
  const byName = (a: BuyerCompany, b: BuyerCompany) =>
    (a.organisationName ?? '').localeCompare(b.organisationName ?? '', 'nb');
  awaiting.sort(byName);
  approved.sort(byName);
  const sold = await everyPage<QueueCar>(
    backend,
    session,
    (page) => `/cars?status=Solgt&page=${page}&size=500`,
  );
  const endedCars = new Set((board.get('Avsluttet') ?? []).map((row) => row.carDetails.carId));
  const registrations = sold
    .filter((car) => endedCars.has(car.id) && car.registrationNumber.startsWith('LD'))
    .slice(0, 8)
    .map((car) => car.registrationNumber);

  const queue = await measureApplications(browser, backend, session, cars, users);
  const { filter, pages } = await measureBoard(browser, backend, session, board);
  const companies = await measureCompanies(browser, backend, session, awaiting, approved);
  const deals = await measureDeals(
    browser,
    backend,
    session,
    board.get('Avsluttet')?.length ?? 0,
    registrations,
  );
  const people = await measureUsers(browser, backend, session, users);
  return {
    data: {
      cars: seeded.cars,
      auctions: seeded.auctions,
      users: seeded.users,
      applications: cars.length,
    },
    screens: [...queue, filter, pages, ...companies, ...deals, people],
  };
}

export function printAdmin(admin: AdminFigures): void {
  const { data } = admin;
  console.log(
    `\n== Operator's console (large data set: ${data.cars} cars, ${data.auctions} auctions, ${data.users} users; ${data.applications} applications in the queue)`,
  );
  console.table(
    admin.screens.map((s) => ({
      screen: s.screen,
      'load ms': s.loadMs,
      requests: s.loadRequests,
      change: s.change,
      n: s.toNextFrame.count,
      'DOM p50': s.toDom.p50Ms,
      'DOM p95': s.toDom.p95Ms,
      'frame p50': s.toNextFrame.p50Ms,
      'frame p95': s.toNextFrame.p95Ms,
      'frame max': s.toNextFrame.maxMs,
      'events ≥16': s.eventsOver16Ms,
      'long tasks': s.longTasksOver50Ms,
    })),
  );
  for (const s of admin.screens) console.log(`${s.screen} usable when: ${s.usableWhen}`);
}
