import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { routePatterns } from './paths';
import { RequireSession } from './RequireSession';
import { RouteErrorPage } from './RouteErrorPage';

/** Each screen is its own chunk, so the landing page stays small. */
const landing = () => import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage }));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: routePatterns.home, lazy: landing },
      {
        path: routePatterns.register,
        lazy: () => import('../features/registration/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: routePatterns.contact,
        lazy: () => import('../features/legal/ContactPage').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: routePatterns.privacyPolicy,
        lazy: () => import('../features/legal/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })),
      },
      {
        path: routePatterns.auctions,
        lazy: () => import('../features/auctions/AuctionsPage').then((m) => ({ Component: m.AuctionsPage })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: routePatterns.user,
            lazy: () => import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: routePatterns.addCar,
            lazy: () => import('../features/cars/AddCarPage').then((m) => ({ Component: m.AddCarPage })),
          },
          {
            path: routePatterns.car,
            lazy: () => import('../features/cars/CarPage').then((m) => ({ Component: m.CarPage })),
          },
          {
            path: routePatterns.editCar,
            lazy: () => import('../features/cars/EditCarPage').then((m) => ({ Component: m.EditCarPage })),
          },
          {
            path: routePatterns.auction,
            lazy: () =>
              import('../features/auction-room/AuctionRoomPage').then((m) => ({ Component: m.AuctionRoomPage })),
          },
        ],
      },
      { path: '*', lazy: landing },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
