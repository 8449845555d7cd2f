import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A page opened inside the app starts at its top, as a full page load would. The document's own
 * load is left to the browser: the built HTML already holds the frame (home: every card), so the
 * browser jumps to the address's fragment (/#media) or, on a reload, back to where the page was;
 * scrolling to the top once hydrated would undo that.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    // At once, as a page load would: the site's smooth scrolling (Bootstrap's reboot) would still
    // be on its way when the new page shows. Braces matter: in current Chromium scrollTo returns a
    // promise, which is no effect cleanup.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
