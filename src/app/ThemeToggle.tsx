import { icons } from 'virtual:icons/frame';
import { Icon } from './Icon';
import { useTheme } from './theme';
import { useHydrated } from './useHydrated';

/** One button; pressed means dark mode. */
export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="btn btn-outline-secondary d-inline-flex align-items-center gap-2"
      aria-pressed={dark}
      // The built button does nothing until the app has hydrated it: a script's click waits.
      aria-disabled={hydrated ? undefined : true}
      onClick={toggle}
    >
      <Icon markup={icons[dark ? 'moon-stars' : 'sun']} />
      Dark mode
    </button>
  );
}
