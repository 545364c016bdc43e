import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { routePatterns } from '../../paths';
import { ErrorDialogProvider } from '../ErrorDialogProvider';
import { LoginDialogHost } from '../LoginDialogHost';
import { PageBoundary } from '../PageBoundary';
import { ScrollToTop } from '../ScrollToTop';
import { SessionExpiryHost } from '../SessionExpiryHost';
import { SlowAnswerGate } from '../SlowAnswerGate';
import { Footer } from './Footer';
import { Header } from './Header';
import { LaunchBanner } from './LaunchBanner';
import { StaleDataNotice } from './StaleDataNotice';
import styles from './Layout.module.css';

/** Pages that list auctions carry the notice that list data may be out of date. */
const LISTS_AUCTIONS = [routePatterns.auctions, routePatterns.user];

export function Layout() {
  const { pathname } = useLocation();
  return (
    <ErrorDialogProvider>
      <div className={styles.shell}>
        <ScrollToTop />
        <LaunchBanner />
        <Header />
        {LISTS_AUCTIONS.some((pattern) => matchPath(pattern, pathname)) && <StaleDataNotice />}
        <main id="main" className={styles.main} tabIndex={-1}>
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        </main>
        <SessionExpiryHost />
        <SlowAnswerGate />
        <Footer />
      </div>
      <LoginDialogHost />
    </ErrorDialogProvider>
  );
}
