import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { landingNamespaces } from '../../../src/features/landing/screens';
import { i18n } from '../../../src/i18n';
import { resources } from '../../../src/i18n/resources';
import type { ScreenDeclaration, TextNamespace } from '../../../src/lazyScreen';
import { loginPrompt } from '../../../src/session/loginPrompt';
import { signIn, appOnScreen } from '../../support/appUnderTest';
import { watchlistKey } from '../../../src/session/watchlist';
import { server } from '../../msw/server';
import {
  auctionSummary,
  car,
  companyUser,
  fullAuction,
  ids,
  representative,
  sellerUser,
} from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { createBroker } from '../../support/stompBroker';
import { scaled } from '../../support/waitScale';

/**
 * Each lazily loaded screen and dialog declares the namespaces it and its children show, and the
 * app loads exactly those with its code. Here each one is rendered, and walked to the states that
 * show its children, with nothing but `common` and its declared namespaces in the store: a text
 * from any other namespace (a cold load would suspend on it, or show its key) fails the test.
 */
const declarations = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../../src/features/*/screens.ts', { eager: true }),
).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, ScreenDeclaration<never>] => isDeclaration(entry[1]))
    .map(([name, declaration]) => ({ name: `${file.split('/').at(-2) ?? ''}/${name}`, declaration })),
);

function isDeclaration(value: unknown): value is ScreenDeclaration<never> {
  return typeof value === 'object' && value !== null && 'load' in value && 'namespaces' in value;
}

const LANGUAGES = ['no', 'en'] as const;
const ALL_NAMESPACES = Object.keys(resources.no) as TextNamespace[];

/** Leaves only `common` and `namespaces` in the store; returns the texts asked for but missing. */
function loadOnly(namespaces: readonly TextNamespace[]): string[] {
  const kept = new Set<string>(['common', ...namespaces]);
  for (const language of LANGUAGES) {
    for (const namespace of ALL_NAMESPACES) {
      if (!kept.has(namespace)) i18n.removeResourceBundle(language, namespace);
    }
  }
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    missing.push(kept.has(namespace) ? `${namespace}:${key} (no such key)` : `${namespace}:${key}`);
  };
  return missing;
}

afterEach(() => {
  i18n.options.saveMissing = false;
  i18n.options.missingKeyHandler = false;
  for (const language of LANGUAGES) {
    for (const namespace of ALL_NAMESPACES) {
      i18n.addResourceBundle(language, namespace, resources[language][namespace], true, true);
    }
  }
});

type User = ReturnType<typeof renderApp>['user'];

const expandCard = async (user: User, name: RegExp) => {
  const toggle = await screen.findByRole('button', { name });
  await user.click(toggle);
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`the card ${String(name)} has no panel`);
  // The card's form loads as it first opens.
  await within(panel).findByLabelText(/^E-mail/);
  return panel;
};

/** Step 1 of a registration, so that step 2 (the details, the buyer's licence picker) shows. */
async function passAccountStep(user: User, container: HTMLElement) {
  await user.type(within(container).getByLabelText(/^E-mail/), 'ny@firma.no');
  await user.type(within(container).getByLabelText(/^Password/), 'hemmelig1');
  await user.click(within(container).getByRole('button', { name: 'Next' }));
  expect(await within(container).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
}

function serveSellerProfile() {
  signIn(makeToken({ sub: 'selger@demo.no' }), ids.seller);
  server.use(
    http.get('/api/v1/users/:id', () => HttpResponse.json(sellerUser())),
    http.get('/api/v1/cars', () =>
      HttpResponse.json({ items: [car()], totalPages: 1, totalElements: 1, currentPage: 0 }),
    ),
  );
}

function serveAuctions() {
  server.use(
    http.get('/api/v1/auctions', () => HttpResponse.json({ items: [auctionSummary()], totalPages: 1 })),
  );
}

function serveOwnCar() {
  signIn(makeToken({ sub: 'selger@demo.no' }), ids.seller);
  server.use(http.get('/api/v1/cars/:id', () => HttpResponse.json(car())));
}

interface Scenario {
  /** The namespaces of what the screen is shown over (the landing page under its dialogs). */
  over?: readonly TextNamespace[];
  /** Renders the app and walks it to every state whose children show other texts. */
  visit: () => Promise<void>;
}

/** The operator console at `path`, as an ADMIN (the layout lets only operators reach a section). */
async function visitConsole(path: string, heading: string) {
  const operatorId = '77777777-7777-4777-8777-777777777777';
  signIn(makeToken({ sub: 'admin@demo.no' }), operatorId);
  server.use(
    http.get(`/api/v1/users/${operatorId}`, () =>
      HttpResponse.json({ ...sellerUser(), id: operatorId, role: 'ADMIN', address: null }),
    ),
    http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
    http.get('/api/v1/cars', () => HttpResponse.json({ items: [car()], totalPages: 1 })),
    http.get('/api/v1/auctions/by-status', () =>
      HttpResponse.json({ items: [auctionSummary()], totalPages: 1 }),
    ),
    http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.json(fullAuction())),
  );
  renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}

const scenarios: Record<string, Scenario> = {
  'registration/registerScreen': {
    visit: async () => {
      const { user } = renderApp('/register', { userOptions: { delay: null } });
      const seller = await expandCard(user, /Register as seller/);
      await passAccountStep(user, seller);
      const buyer = await expandCard(user, /Register as buyer/);
      await passAccountStep(user, buyer);
      expect(within(buyer).getAllByText(/Organisation licence/)[0]).toBeInTheDocument();
    },
  },
  'registration/sellDialog': {
    over: landingNamespaces,
    visit: async () => {
      const { user } = renderApp('/', { userOptions: { delay: null } });
      await user.click(await screen.findByRole('button', { name: 'SELL' }));
      expect(await screen.findByRole('dialog', { name: 'Sell your car' })).toBeInTheDocument();
    },
  },
  'registration/buyDialog': {
    over: landingNamespaces,
    visit: async () => {
      const { user } = renderApp('/', { userOptions: { delay: null } });
      await user.click(await screen.findByRole('button', { name: 'BUY' }));
      await passAccountStep(user, await screen.findByRole('dialog'));
    },
  },
  'auth/loginDialog': {
    over: ['legal'],
    visit: async () => {
      renderApp('/contact');
      await screen.findByRole('heading', { level: 1 });
      appOnScreen().part(loginPrompt).request();
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    },
  },
  'legal/contactScreen': {
    visit: async () => {
      renderApp('/contact');
      expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    },
  },
  'legal/privacyPolicyScreen': {
    visit: async () => {
      renderApp('/privacy-policy');
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    },
  },
  'legal/termsScreen': {
    visit: async () => {
      renderApp('/terms');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Terms of use and auction rules' }),
      ).toBeInTheDocument();
    },
  },
  'auctions/auctionsScreen': {
    visit: async () => {
      const guest = renderApp('/auctions');
      await screen.findByRole('button', { name: 'Log in' });
      guest.unmount();
      signIn(makeToken(), ids.rep1);
      serveAuctions();
      server.use(http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())));
      renderApp('/auctions');
      expect(await screen.findByRole('link', { name: /Volkswagen Golf/ })).toBeInTheDocument();
    },
  },
  'profile/profileScreen': {
    visit: async () => {
      serveSellerProfile();
      const seller = renderApp(`/user/${ids.seller}`);
      expect(await screen.findByRole('link', { name: /Golf/ })).toBeInTheDocument();
      seller.unmount();

      signIn(makeToken({ sub: 'firma@demo.no' }), ids.company);
      server.use(
        http.get(`/api/v1/users/${ids.company}`, () => HttpResponse.json(companyUser())),
        http.get('/api/v1/users/buyers/:id/representatives', () => HttpResponse.json([representative()])),
      );
      serveAuctions();
      const company = renderApp(`/user/${ids.company}`, { userOptions: { delay: null } });
      const row = await screen.findByRole('article', { name: 'Ola Byder' });
      await company.user.click(within(row).getByRole('button', { name: 'Show auctions' }));
      expect(await within(row).findByRole('link', { name: /Volkswagen Golf/ })).toBeInTheDocument();
      company.unmount();

      signIn(makeToken({ sub: 'rep1@demo.no' }), ids.rep1);
      server.use(http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())));
      renderApp(`/user/${ids.rep1}`);
      const auctions = await screen.findByRole('region', { name: 'Your auctions' });
      expect(await within(auctions).findByRole('link', { name: /Volkswagen Golf/ })).toBeInTheDocument();
    },
  },
  'cars/carScreen': {
    visit: async () => {
      serveOwnCar();
      renderApp(`/car/${ids.car}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Your car' })).toBeInTheDocument();
    },
  },
  'cars/addCarScreen': {
    visit: async () => {
      signIn(makeToken({ sub: 'selger@demo.no' }), ids.seller);
      renderApp(`/user/${ids.seller}/add-car`);
      expect(await screen.findByLabelText(/^Registration number/)).toBeInTheDocument();
    },
  },
  'cars/editCarScreen': {
    visit: async () => {
      serveOwnCar();
      renderApp(`/car/${ids.car}/edit`);
      expect(await screen.findByLabelText(/^Registration number/)).toHaveValue('EL12345');
    },
  },
  'auction-room/auctionRoomScreen': {
    visit: async () => {
      signIn(makeToken(), ids.rep1);
      const broker = createBroker();
      server.use(
        broker.handler,
        http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.json(fullAuction())),
        http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(car({ status: 'Auksjon' }))),
        http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())),
      );
      renderApp(`/auction/${ids.car}`);
      expect(await screen.findByRole('textbox', { name: /Your bid/ })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Car details' })).toBeInTheDocument();
    },
  },
  'admin/adminConsoleScreen': {
    visit: async () => {
      signIn(makeToken(), ids.rep1);
      server.use(http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())));
      const refused = renderApp('/admin');
      expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
      refused.unmount();
      await visitConsole('/admin/applications', 'Applications');
      expect(await screen.findByText(/Siri Selger/)).toBeInTheDocument();
      cleanup();
      await visitConsole('/admin/auctions', 'Auctions');
      // The handler answers every status with the same auction: one row in each list.
      expect(await screen.findAllByRole('article', { name: /Volkswagen Golf/ })).toHaveLength(3);
      cleanup();
      server.use(
        http.get('/api/v1/users/buyers', () =>
          HttpResponse.json([{ ...companyUser({ accountLocked: true }), organisationLicenceURLs: [] }]),
        ),
        http.get('/api/v1/auctions', () =>
          HttpResponse.json({ items: [auctionSummary({ status: 'Avsluttet' })], totalPages: 1 }),
        ),
      );
      await visitConsole('/admin/companies', 'Buyer companies');
      // The same company answers both lists: once awaiting approval, once approved.
      expect(await screen.findAllByRole('article', { name: 'Nordic Export AS' })).toHaveLength(2);
      cleanup();
      await visitConsole('/admin/deals', 'Deals');
      expect(await screen.findByRole('article', { name: /Volkswagen Golf/ })).toBeInTheDocument();
      cleanup();
      await visitConsole('/admin/users', 'Users');
    },
  },
  'desk/deskScreen': {
    visit: async () => {
      const gone = '99999999-9999-4999-8999-999999999999';
      signIn(makeToken(), ids.rep1);
      localStorage.setItem(watchlistKey(ids.rep1), JSON.stringify([ids.car, gone]));
      const broker = createBroker();
      let auction = fullAuction();
      server.use(
        broker.handler,
        http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())),
        http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.json(auction)),
        http.get(`/api/v1/auctions/by-car/${gone}`, () => new HttpResponse(null, { status: 404 })),
      );
      const { user } = renderApp('/desk', { userOptions: { delay: null } });
      await screen.findByRole('status', { name: 'Connection: Live' });
      expect(await screen.findByRole('button', { name: /^Remove/ })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: /^Bid .* on Volkswagen Golf$/ }));
      // A rival's bid came first: the auction, read for the refusal, bears it out.
      const rival = {
        auctionId: ids.auction,
        bidderId: ids.rep2,
        amount: 100000,
        placedAt: new Date().toISOString(),
        autoGenerated: false,
      };
      auction = fullAuction({ bids: [rival], highestBid: rival });
      broker.pushUserError({ statusCode: 400, message: 'Bid is too low. Must be at least 101000.00' });
      expect(await screen.findByText(/was not placed/)).toBeInTheDocument();
    },
  },
};

describe('texts per screen', { timeout: scaled(30000) }, () => {
  it('has a scenario below for every declared screen and dialog', () => {
    expect(declarations.map(({ name }) => name).sort()).toEqual(Object.keys(scenarios).sort());
  });

  it.each(declarations)(
    '$name shows no text outside the namespaces it declares',
    async ({ name, declaration }) => {
      const scenario = scenarios[name];
      if (!scenario) throw new Error(`no scenario for ${name}`);
      const missing = loadOnly([...declaration.namespaces, ...(scenario.over ?? [])]);
      await scenario.visit();
      expect(missing, `${name} declares ${declaration.namespaces.join(', ')}`).toEqual([]);
    },
  );

  it('the landing page shows no text outside the namespaces it declares', async () => {
    const missing = loadOnly(landingNamespaces);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
