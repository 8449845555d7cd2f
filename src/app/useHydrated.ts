import { startTransition, useEffect, useState } from 'react';

/** Whether the app's first render, a hydration, is over (or was never one: see renderingAfresh). */
let hydrationOver = false;

/** The app is about to hydrate the built HTML of its root (src/main.tsx). */
export function beginHydration(): void {
  hydrationOver = false;
}

/** The app renders afresh: there is no built HTML to match (the 404 shell, a page in an iframe). */
export function renderingAfresh(): void {
  hydrationOver = true;
}

/**
 * False while the server renders the frame (at build time, scripts/build/renderFrame.tsx) and
 * while the client hydrates that HTML; true from the render after, and on every render that is
 * not a hydration (a navigation, the 404 shell). What the build cannot know (the theme, the year,
 * the address's query, the page body) renders only once this is true, so that hydration sees what
 * the server rendered. That render after hydration is a transition, which React does in slices
 * that yield to the browser: forced at once, it was one long task on a slow phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationOver);
  useEffect(() => {
    hydrationOver = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * `aria-disabled` for a built control that does nothing until the app has hydrated it: a script's
 * click waits for it (Playwright counts `aria-disabled` as disabled), and nothing greys.
 */
export function useDisabledUntilHydrated(): true | undefined {
  return useHydrated() ? undefined : true;
}
