import { matchPath, Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './NotFoundPage';
import { routePatterns } from '../paths';
import { lazyScreen } from '../lazyScreen';
import { LandingPage } from '../features/landing/LandingPage';
import { landingNamespaces } from '../features/landing/screens';
import { auctionRoomScreen } from '../features/auction-room/screens';
import { auctionsScreen } from '../features/auctions/screens';
import { deskScreen } from '../features/desk/screens';
import { adminConsoleScreen } from '../features/admin/screens';
import { addCarScreen, carScreen, editCarScreen } from '../features/cars/screens';
import { contactScreen, privacyPolicyScreen, termsScreen } from '../features/legal/screens';
import { profileScreen } from '../features/profile/screens';
import { buyDialog, registerScreen, sellDialog } from '../features/registration/screens';

/**
 * The landing page, the front door, ships in the entry chunk (build/prerender.ts writes it as HTML with its
 * texts), so its first paint waits for no further request. Its SELL and BUY dialogs, and every other
 * screen, are chunks of their own, loaded on first use with the texts their feature declares.
 */
const landing = <LandingPage SellDialog={lazyScreen(sellDialog)} BuyDialog={lazyScreen(buyDialog)} />;

/** The pages a guest may open besides the landing page: build/prerender.ts writes them as HTML too. */
const publicPages = [
  { pattern: routePatterns.register, Page: lazyScreen(registerScreen) },
  { pattern: routePatterns.contact, Page: lazyScreen(contactScreen) },
  { pattern: routePatterns.privacyPolicy, Page: lazyScreen(privacyPolicyScreen) },
  { pattern: routePatterns.terms, Page: lazyScreen(termsScreen) },
  { pattern: routePatterns.auctions, Page: lazyScreen(auctionsScreen) },
];

/** The guard of the pages that need a session, loaded with the first of them: a guest's public pages never need it. */
const RequireSession = lazyScreen({
  namespaces: [],
  load: () => import('./RequireSession').then((module) => module.RequireSession),
});

/** The pages behind the guard. */
const privatePages = [
  { pattern: routePatterns.user, Page: lazyScreen(profileScreen) },
  { pattern: routePatterns.addCar, Page: lazyScreen(addCarScreen) },
  { pattern: routePatterns.car, Page: lazyScreen(carScreen) },
  { pattern: routePatterns.editCar, Page: lazyScreen(editCarScreen) },
  { pattern: routePatterns.auction, Page: lazyScreen(auctionRoomScreen) },
  { pattern: routePatterns.desk, Page: lazyScreen(deskScreen) },
  // The operator's console: its own routes, reachable by ADMIN and SUPER_ADMIN only.
  { pattern: routePatterns.admin, Page: lazyScreen(adminConsoleScreen) },
];

/**
 * Loads what the page at `pathname` shows (its code and texts; the guard's too for a private page),
 * so that its first render never suspends. A prerendered page then hydrates without waiting halfway
 * (a click that reaches a part not hydrated yet hydrates it at once and acts, instead of being lost
 * while that part waits for a chunk). Any other page shows no loading state first: React holds
 * back what a suspended render reveals until 300 ms after the last loading state it showed, which
 * delayed the operator's first list by that much (bench/README.md §8, issue 45).
 */
export function loadPage(pathname: string): Promise<unknown> {
  const matches = ({ pattern }: { pattern: string }) => matchPath(pattern, pathname) !== null;
  const publicPage = publicPages.find(matches);
  if (publicPage) return publicPage.Page.preload();
  const privatePage = privatePages.find(matches);
  if (privatePage) return Promise.all([RequireSession.preload(), privatePage.Page.preload()]);
  return i18n.loadNamespaces(landingNamespaces);
}

/** The route table of spec §2, the desk and the operator's console; the guard wraps every route that needs a login. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={routePatterns.home} element={landing} />
        {publicPages.map(({ pattern, Page }) => (
          <Route key={pattern} path={pattern} element={<Page />} />
        ))}
        <Route element={<RequireSession />}>
          {privatePages.map(({ pattern, Page }) => (
            <Route key={pattern} path={pattern} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
