import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec §2: every route change scrolls to the top. Arriving is no change: a visitor who scrolled
 * a prerendered page before the app took over (or the browser restoring a position) stays put.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
