import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, type AdminSection } from '../../paths';
import { lazyScreen } from '../../screens';
import {
  applicationsScreen,
  auctionsBoardScreen,
  companiesScreen,
  dealsScreen,
  usersScreen,
} from './sections';
import { AdminLayout } from './shell/AdminLayout';

const Applications = lazyScreen(applicationsScreen);
const AuctionsBoard = lazyScreen(auctionsBoardScreen);
const Companies = lazyScreen(companiesScreen);
const Deals = lazyScreen(dealsScreen);
const Users = lazyScreen(usersScreen);

/** A section's path below /admin, for the console's own route table (mounted at /admin/*). */
const below = (section: AdminSection) => section;

/** The console's routes: the layout lets only ADMIN and SUPER_ADMIN reach a section; /admin leads to the applications. */
export function AdminConsole() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.admin('applications')} replace />} />
        <Route path={below('applications')} element={<Applications />} />
        <Route path={below('auctions')} element={<AuctionsBoard />} />
        <Route path={below('companies')} element={<Companies />} />
        <Route path={below('deals')} element={<Deals />} />
        <Route path={below('users')} element={<Users />} />
        <Route path="*" element={<Navigate to={paths.admin('applications')} replace />} />
      </Route>
    </Routes>
  );
}
