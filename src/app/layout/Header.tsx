import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import { BRAND_NAME } from '../../config';
import { useSession } from '../../session/useSession';
import { paths, routePatterns } from '../../paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { closeLines, menuLines } from '../../ui/icons/glyphs';
import { Icon } from '../../ui/icons/Icon';
import styles from './Header.module.css';
import { useLoginPrompt } from '../../session/loginPrompt';

const RoleLinks = lazy(() => import('./RoleLinks').then((m) => ({ default: m.RoleLinks })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [styles.link, isActive ? styles.active : ''].join(' ');

/**
 * Spec §2 header: logo, auctions, the desk (buyer companies and representatives), the console
 * (operators), register (without a session only), profile or login, language; the same entries in
 * the phone menu. Each role sees only the links it can use (issue 30).
 */
export function Header() {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const { isLoggedIn, userId, expired } = useSession();
  // The phone menu stays open only where it was opened: any navigation (a new location key) and
  // logging in or out close it, so it never covers the top of the next page.
  const here = `${key}|${String(isLoggedIn)}`;
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === here;
  // A link closes it at once too: the next page may still be loading, and the old one (with the
  // menu) stays up until it is ready.
  const closeMenu = () => setOpenedAt(null);

  // Spec: the profile link is highlighted on the user's pages (/user/…, adding a car included); a
  // path that merely contains 'user' (the console's /admin/users) is the console's, not the profile's.
  const profileActive = matchPath({ path: routePatterns.user, end: false }, pathname) !== null;

  const entries = (
    <>
      <NavLink to={paths.auctions()} className={linkClass} onClick={closeMenu}>
        {t('nav.auctions')}
      </NavLink>
      {isLoggedIn && (
        <Suspense fallback={null}>
          <RoleLinks className={linkClass} onClick={closeMenu} />
        </Suspense>
      )}
      {/* Issue 30: registering is offered only to someone not logged in. */}
      {!isLoggedIn && (
        <NavLink to={paths.register()} className={linkClass} onClick={closeMenu}>
          {t('nav.register')}
        </NavLink>
      )}
      {isLoggedIn && userId !== null ? (
        <Link
          to={paths.user(userId)}
          className={linkClass({ isActive: profileActive })}
          aria-current={profileActive ? 'page' : undefined}
          onClick={closeMenu}
        >
          {t('nav.profile')}
        </Link>
      ) : (
        // After an expiry the user logs in to carry on with the page they are on.
        <button
          type="button"
          className={styles.loginButton}
          onClick={() => loginPrompt.request({ stayOnPage: expired })}
        >
          {t('nav.login')}
        </button>
      )}
    </>
  );

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link to={paths.home()} className={styles.logo} aria-label={`${BRAND_NAME} – ${t('nav.home')}`}>
          <Logo />
          <span aria-hidden="true">{BRAND_NAME}</span>
        </Link>
        <nav className={styles.desktopNav} aria-label={t('nav.mainNavigation')}>
          {entries}
        </nav>
        <div className={styles.tools}>
          <LanguageSwitcher />
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.menu')}
            onClick={() => setOpenedAt(menuOpen ? null : here)}
          >
            <Icon lines={menuOpen ? closeLines : menuLines} size={26} />
          </button>
        </div>
      </div>
      {menuOpen && (
        // Log in leaves the menu open, so focus can return to it if the dialog is closed unused.
        <nav id="mobile-menu" className={styles.mobileNav} aria-label={t('nav.menu')}>
          {entries}
        </nav>
      )}
    </header>
  );
}
