import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, routePatterns } from '../../paths';
import { lazySection } from './lazySection';
import {
  applicationsScreen,
  auctionsBoardScreen,
  companiesScreen,
  dealsScreen,
  usersScreen,
} from './sections';
import { AdminLayout } from './shell/AdminLayout';

const Applications = lazySection(applicationsScreen);
const AuctionsBoard = lazySection(auctionsBoardScreen);
const Companies = lazySection(companiesScreen);
const Deals = lazySection(dealsScreen);
const Users = lazySection(usersScreen);

/** A section's path below /admin, for the console's own route table (mounted at /admin/*). */
const below = (pattern: string) => pattern.slice(routePatterns.admin.length + 1);

/** The console's routes: the layout lets only ADMIN and SUPER_ADMIN reach a section; /admin leads to the applications. */
export function AdminConsole() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.adminApplications()} replace />} />
        <Route path={below(routePatterns.adminApplications)} element={<Applications />} />
        <Route path={below(routePatterns.adminAuctions)} element={<AuctionsBoard />} />
        <Route path={below(routePatterns.adminCompanies)} element={<Companies />} />
        <Route path={below(routePatterns.adminDeals)} element={<Deals />} />
        <Route path={below(routePatterns.adminUsers)} element={<Users />} />
        <Route path="*" element={<Navigate to={paths.adminApplications()} replace />} />
      </Route>
    </Routes>
  );
}
