import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { routePatterns } from '../paths';
import { RequireSession } from './RequireSession';
import { lazyScreen } from './lazyScreen';
import { LandingPage } from '../features/landing/LandingPage';
import { auctionRoomScreen } from '../features/auction-room/screens';
import { auctionsScreen } from '../features/auctions/screens';
import { deskScreen } from '../features/desk/screens';
import { addCarScreen, carScreen, editCarScreen } from '../features/cars/screens';
import { contactScreen, privacyPolicyScreen } from '../features/legal/screens';
import { profileScreen } from '../features/profile/screens';
import { buyDialog, registerScreen, sellDialog } from '../features/registration/screens';

/**
 * The landing page, the front door, ships in the entry chunk (build/prerender.ts writes it as HTML with its
 * texts), so its first paint waits for no further request. Its SELL and BUY dialogs, and every other
 * screen, are chunks of their own, loaded on first use with the texts their feature declares.
 */
const landing = <LandingPage SellDialog={lazyScreen(sellDialog)} BuyDialog={lazyScreen(buyDialog)} />;

const RegisterPage = lazyScreen(registerScreen);
const ContactPage = lazyScreen(contactScreen);
const PrivacyPolicyPage = lazyScreen(privacyPolicyScreen);
const AuctionsPage = lazyScreen(auctionsScreen);
const ProfilePage = lazyScreen(profileScreen);
const AddCarPage = lazyScreen(addCarScreen);
const CarPage = lazyScreen(carScreen);
const EditCarPage = lazyScreen(editCarScreen);
const AuctionRoomPage = lazyScreen(auctionRoomScreen);
const DeskPage = lazyScreen(deskScreen);

/** The route table of spec §2 and the desk; the guard wraps the profile, car, auction, desk and add/edit-car routes. */
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
          <Route path={routePatterns.desk} element={<DeskPage />} />
        </Route>
        <Route path="*" element={landing} />
      </Route>
    </Routes>
  );
}
