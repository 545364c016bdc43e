import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths, type AdminSection } from '../../paths';
import { lazyScreen } from '../../lazyScreen';
import {
  applicationsScreen,
  auctionsBoardScreen,
  companiesScreen,
  dealsScreen,
  usersScreen,
} from './sections';
import { AdminLayout } from './shell/AdminLayout';

const SECTIONS = {
  applications: lazyScreen(applicationsScreen),
  auctions: lazyScreen(auctionsBoardScreen),
  companies: lazyScreen(companiesScreen),
  deals: lazyScreen(dealsScreen),
  users: lazyScreen(usersScreen),
} satisfies Record<AdminSection, unknown>;

const isSection = (name: string | undefined): name is AdminSection =>
  name !== undefined && Object.hasOwn(SECTIONS, name);

/** The section a console path shows: /admin/<section>…, and the applications for /admin itself. */
function sectionAt(pathname: string): AdminSection | null {
  const name = pathname.split('/')[2];
  if (name === undefined || name === '') return 'applications';
  return isSection(name) ? name : null;
}

/**
 * Starts loading the code and texts of the section at `pathname`: screens.ts does so as soon as the
 * console's own code is in, before its first render (issue 45), and the console for every section
 * it shows.
 */
export function preloadSection(pathname: string): Promise<unknown> {
  const section = sectionAt(pathname);
  return section ? SECTIONS[section].preload() : Promise.resolve();
}

/**
 * The console's routes: the layout lets only ADMIN and SUPER_ADMIN reach a section; /admin leads
 * to the applications. The shown section's code and texts start loading at once, while the layout
 * still checks the role, instead of after it (one round trip less before a list is usable); no
 * request for its data goes out before the role is known. The layout shows the first section once
 * both are in, never a loading state in between that React would hold for 300 ms (src/lazyScreen.ts).
 */
export function AdminConsole() {
  const { pathname } = useLocation();
  const [firstSectionIn, setFirstSectionIn] = useState(false);
  useEffect(() => {
    // Settled either way: a chunk that failed to load reaches the error page through the render.
    const settled = () => setFirstSectionIn(true);
    preloadSection(pathname).then(settled, settled);
  }, [pathname]);
  return (
    <Routes>
      <Route element={<AdminLayout sectionIn={firstSectionIn} />}>
        <Route index element={<Navigate to={paths.admin('applications')} replace />} />
        {(Object.keys(SECTIONS) as AdminSection[]).map((section) => {
          const Section = SECTIONS[section];
          return <Route key={section} path={section} element={<Section />} />;
        })}
        <Route path="*" element={<Navigate to={paths.admin('applications')} replace />} />
      </Route>
    </Routes>
  );
}
