import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { routePatterns } from './paths';
import { RequireSession } from './RequireSession';
import { lazyScreen } from './lazyScreen';

/** Each screen is its own chunk, so the landing page stays small; it alone loads without the data layer. */
const LandingPage = lazy(() =>
  import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const SellerQuickDialog = lazy(() =>
  import('../features/registration/SellerQuickDialog').then((m) => ({ default: m.SellerQuickDialog })),
);
const BuyerDialog = lazy(() =>
  import('../features/registration/BuyerDialog').then((m) => ({ default: m.BuyerDialog })),
);
const landing = <LandingPage SellDialog={SellerQuickDialog} BuyDialog={BuyerDialog} />;
const RegisterPage = lazyScreen(
  () => import('../features/registration/RegisterPage'),
  (m) => m.RegisterPage,
);
const ContactPage = lazyScreen(
  () => import('../features/legal/ContactPage'),
  (m) => m.ContactPage,
);
const PrivacyPolicyPage = lazyScreen(
  () => import('../features/legal/PrivacyPolicyPage'),
  (m) => m.PrivacyPolicyPage,
);
const AuctionsPage = lazyScreen(
  () => import('../features/auctions/AuctionsPage'),
  (m) => m.AuctionsPage,
);
const ProfilePage = lazyScreen(
  () => import('../features/profile/ProfilePage'),
  (m) => m.ProfilePage,
);
const AddCarPage = lazyScreen(
  () => import('../features/cars/AddCarPage'),
  (m) => m.AddCarPage,
);
const CarPage = lazyScreen(
  () => import('../features/cars/CarPage'),
  (m) => m.CarPage,
);
const EditCarPage = lazyScreen(
  () => import('../features/cars/EditCarPage'),
  (m) => m.EditCarPage,
);
const AuctionRoomPage = lazyScreen(
  () => import('../features/auction-room/AuctionRoomPage'),
  (m) => m.AuctionRoomPage,
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
