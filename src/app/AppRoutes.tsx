import { lazy } from 'react';
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

/**
 * Loads what the page at `pathname` shows (its code and texts), so that hydrating its HTML never
 * suspends: a click that reaches a part of the page not hydrated yet then hydrates it at once and
 * acts, instead of being lost while that part waits for a chunk.
 */
export function loadPage(pathname: string): Promise<unknown> {
  const page = publicPages.find(({ pattern }) => matchPath(pattern, pathname));
  return page ? page.Page.preload() : i18n.loadNamespaces(landingNamespaces);
}

/** The guard of the pages that need a session, loaded with the first of them: a guest's public pages never need it. */
const RequireSession = lazy(() =>
  import('./RequireSession').then((module) => ({ default: module.RequireSession })),
);
const ProfilePage = lazyScreen(profileScreen);
const AddCarPage = lazyScreen(addCarScreen);
const CarPage = lazyScreen(carScreen);
const EditCarPage = lazyScreen(editCarScreen);
const AuctionRoomPage = lazyScreen(auctionRoomScreen);
const DeskPage = lazyScreen(deskScreen);
const AdminConsole = lazyScreen(adminConsoleScreen);

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
          <Route path={routePatterns.user} element={<ProfilePage />} />
          <Route path={routePatterns.addCar} element={<AddCarPage />} />
          <Route path={routePatterns.car} element={<CarPage />} />
          <Route path={routePatterns.editCar} element={<EditCarPage />} />
          <Route path={routePatterns.auction} element={<AuctionRoomPage />} />
          <Route path={routePatterns.desk} element={<DeskPage />} />
          {/* The operator's console: its own routes, reachable by ADMIN and SUPER_ADMIN only. */}
          <Route path={routePatterns.admin} element={<AdminConsole />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
