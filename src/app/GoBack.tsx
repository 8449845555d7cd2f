import { useNavigate } from 'react-router';
import { HOME_PATH } from '../shared/catalog';
import { icons } from 'virtual:icons/frame';
import { Icon } from './Icon';

/** Back in history when there is somewhere to go back to within the site, home otherwise. */
export function GoBack() {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router keeps the history index in history.state; 0 means this is the first entry.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(HOME_PATH);
  };
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1 mb-3"
      onClick={goBack}
    >
      <Icon markup={icons['arrow-left']} />
      Go Back
    </button>
  );
}
