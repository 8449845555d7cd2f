import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadFailure } from './LoadFailure';

// The tabs and the code load only once the section is opened: nothing on a page's first load.
const SolutionTabs = lazy(() => import('./SolutionTabs'));

/** The bottom section of a listed page: its two reference solutions, behind a disclosure. */
export function HowToAutomate({ page }: { page: string }) {
  const [opened, setOpened] = useState(false);
  // On a page with a static body the section is in the route's HTML, where a visitor can open it
  // before the app has come: the app then loads the solutions it shows.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className="how-to-automate mt-5 border-top pt-3"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="fs-5 fw-semibold">How to automate this page</summary>
      {opened && (
        <LoadFailure>
          <Suspense
            fallback={
              <div className="spinner-border spinner-border-sm mt-3" role="status">
                <span className="visually-hidden">Loading the solutions…</span>
              </div>
            }
          >
            <SolutionTabs page={page} />
          </Suspense>
        </LoadFailure>
      )}
    </details>
  );
}
