import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { routePatterns } from '../paths';
import { RequireSession } from './RequireSession';
import { lazyScreen } from './lazyScreen';
import { LandingPage } from '../features/landing/LandingPage';

/**
 * The landing page, the front door, ships in the entry chunk (build/preloadLanding.ts preloads its
 * texts), so its first paint waits for no further request. Its SELL and BUY dialogs, and every other
 * screen, are chunks of their own, loaded on first use.
 */
// The dialogs send with useMutation, so they come with the data layer like a screen.
const SellerQuickDialog = lazyScreen(
  () => import('../features/registration/SellerQuickDialog'),
  (m) => m.SellerQuickDialog,
  ['registration', 'ui'],
);
const BuyerDialog = lazyScreen(
  () => import('../features/registration/BuyerDialog'),
  (m) => m.BuyerDialog,
  ['registration', 'ui'],
);
const landing = <LandingPage SellDialog={SellerQuickDialog} BuyDialog={BuyerDialog} />;

const RegisterPage = lazyScreen(
  () => import('../features/registration/RegisterPage'),
  (m) => m.RegisterPage,
  ['registration'],
);
const ContactPage = lazyScreen(
  () => import('../features/legal/ContactPage'),
  (m) => m.ContactPage,
  ['legal'],
);
const PrivacyPolicyPage = lazyScreen(
  () => import('../features/legal/PrivacyPolicyPage'),
  (m) => m.PrivacyPolicyPage,
  ['legal'],
);
const AuctionsPage = lazyScreen(
  () => import('../features/auctions/AuctionsPage'),
  (m) => m.AuctionsPage,
  ['auctions'],
);
const ProfilePage = lazyScreen(
  () => import('../features/profile/ProfilePage'),
  (m) => m.ProfilePage,
  ['profile', 'cars', 'company', 'auctions'],
);
const AddCarPage = lazyScreen(
  () => import('../features/cars/AddCarPage'),
  (m) => m.AddCarPage,
  ['cars', 'ui'],
);
const CarPage = lazyScreen(
  () => import('../features/cars/CarPage'),
  (m) => m.CarPage,
  ['cars'],
);
const EditCarPage = lazyScreen(
  () => import('../features/cars/EditCarPage'),
  (m) => m.EditCarPage,
  ['cars', 'ui'],
);
const AuctionRoomPage = lazyScreen(
  () => import('../features/auction-room/AuctionRoomPage'),
  (m) => m.AuctionRoomPage,
  ['auctionRoom', 'cars'],
);

/** The route table of spec §2; the guard wraps the profile, car, auction and add/edit-car routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={routePatterns.home} element={landing} />
        <Route path={routePatterns.register} element={<RegisterPage />} />
        <Route path={routePatterns.contact} element={<ContactPage />} />
        <Route path={routePatterns.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={routePatterns.auctions} element={<AuctionsPage />} />
        <Route element={<RequireSession />}>
          <Route path={routePatterns.user} element={<ProfilePage />} />
          <Route path={routePatterns.addCar} element={<AddCarPage />} />
          <Route path={routePatterns.car} element={<CarPage />} />
          <Route path={routePatterns.editCar} element={<EditCarPage />} />
          <Route path={routePatterns.auction} element={<AuctionRoomPage />} />
        </Route>
        <Route path="*" element={landing} />
      </Route>
    </Routes>
  );
}
