import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A newly opened page starts at its top, as a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: in current Chromium scrollTo returns a promise, which is no effect cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
