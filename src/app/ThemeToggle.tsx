import { icons } from 'virtual:icons/frame';
import { Icon } from './Icon';
import { useTheme } from './theme';
import { useDisabledUntilHydrated } from './useHydrated';

/** One button; pressed means dark mode. On a phone only its icon shows (styles.scss). */
export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  const disabledUntilHydrated = useDisabledUntilHydrated();
  return (
    <button
      type="button"
      className="btn btn-outline-secondary d-inline-flex align-items-center gap-2 theme-toggle"
      aria-pressed={dark}
      aria-disabled={disabledUntilHydrated}
      onClick={toggle}
    >
      <Icon markup={icons[dark ? 'moon-stars' : 'sun']} />
      Dark mode
    </button>
  );
}
