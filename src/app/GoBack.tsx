import { useNavigate } from 'react-router';
import { HOME_PATH } from '../shared/catalog';
import { icons } from 'virtual:icons/frame';
import { Icon } from './Icon';
import { useDisabledUntilHydrated } from './useHydrated';

/**
 * Whether the entry before this one is a page of the site: the Navigation API lists only the
 * site's entries, including those of pages loaded afresh (a link followed before the app ran).
 * Without it, React Router's history index, which counts only the app's own navigations.
 */
function canGoBackWithinSite(): boolean {
  // Missing in older browsers.
  const { navigation } = window as { navigation?: Navigation };
  if (navigation) return navigation.canGoBack;
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/** Back in history when there is somewhere to go back to within the site, home otherwise. */
export function GoBack() {
  const navigate = useNavigate();
  const disabledUntilHydrated = useDisabledUntilHydrated();
  const goBack = () => {
    if (canGoBackWithinSite()) void navigate(-1);
    else void navigate(HOME_PATH);
  };
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1 mb-3"
      aria-disabled={disabledUntilHydrated}
      onClick={goBack}
    >
      <Icon markup={icons['arrow-left']} />
      Go Back
    </button>
  );
}
