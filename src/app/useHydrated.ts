import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders the frame (at build time, scripts/build/renderFrame.tsx) and
 * while the client hydrates that HTML; true from the render after, and on every render that is
 * not a hydration (a navigation, the 404 shell). What the build cannot know (the theme, the year,
 * the address's query, the page body) renders only once this is true, so that hydration sees what
 * the server rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
