import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

/** localStorage key holding "true" (dark) or "false" (light); absent means "follow the OS". */
export const THEME_STORAGE_KEY = 'darkMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): boolean | undefined {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === null ? undefined : value === 'true';
  } catch {
    return undefined;
  }
}

function applyTheme(dark: boolean) {
  document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
}

/** The current theme (already applied by public/theme.js before first paint) and its toggle. */
export function useTheme(): { dark: boolean; toggle: () => void } {
  const [dark, setDark] = useState(
    () =>
      typeof document !== 'undefined' &&
      document.documentElement.getAttribute('data-bs-theme') === 'dark',
  );
  // The build renders light: hydration shows that, and the real theme from the render after.
  const hydrated = useHydrated();

  useEffect(() => {
    if (storedChoice() !== undefined) return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => {
      if (storedChoice() === undefined) setDark(media.matches);
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    applyTheme(dark);
  }, [dark]);

  const toggle = useCallback(() => {
    setDark((was) => {
      try {
        localStorage.setItem(THEME_STORAGE_KEY, String(!was));
      } catch {
        // Storage can be blocked (private mode); the toggle still works for this visit.
      }
      return !was;
    });
  }, []);

  return { dark: hydrated && dark, toggle };
}
