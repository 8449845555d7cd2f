import { Suspense, useLayoutEffect, useReducer, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findExercise, type Exercise } from '../shared/catalog';
import { Frame } from './Frame';
import { NotFound } from './NotFound';
import { PageErrorBoundary } from './PageErrorBoundary';
import { importPage, lazyPages } from './pages';
import { HowToAutomate } from './solutions/HowToAutomate';
import { useDocumentTitle } from './useDocumentTitle';
import { useHydrated } from './useHydrated';

const insideIframe = typeof window !== 'undefined' && window.self !== window.top;

/**
 * The page body's placeholder: in the built HTML until the render after hydration, and while the
 * code of a page that failed to load (src/app/pages.ts, importPageAt) loads again. It tells the
 * frame that it is shown, before the browser paints (a layout effect), so that what sits below the
 * body (the solutions) waits for the body instead of being pushed down by it: no layout shift.
 */
function Loading({ onShown }: { onShown: (shown: boolean) => void }) {
  useLayoutEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return (
    <div className="spinner-border text-primary" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** An embeddable page inside an iframe: its content alone, without the site frame. */
function Embedded({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <main className="p-2">{children}</main>;
}

function ExercisePage({ exercise }: { exercise: Exercise }) {
  // A successful Retry swaps in a fresh page component and a fresh boundary.
  const [loadAttempt, nextLoadAttempt] = useReducer((attempt: number) => attempt + 1, 0);
  const [loading, setLoading] = useState(false);
  // The build renders the frame with the placeholder in place of the body, and hydration sees the
  // same; the body (random draws, browser APIs) renders on the client only, from the render after.
  // A static body (markup that works without the app) is in the build's HTML too, and hydrated.
  const hydrated = useHydrated();
  const bodyRendered = hydrated || exercise.staticBody === true;
  const Page = lazyPages[exercise.page];
  if (!Page) throw new Error(`No page module at src/pages/${exercise.page}/index.tsx`);
  const page = (
    <PageErrorBoundary
      key={loadAttempt}
      onRetry={() => importPage(exercise.page).then(nextLoadAttempt)}
    >
      {bodyRendered ? (
        <Suspense fallback={<Loading onShown={setLoading} />}>
          <Page exercise={exercise} />
        </Suspense>
      ) : (
        <Loading onShown={setLoading} />
      )}
    </PageErrorBoundary>
  );
  if (exercise.embeddable && insideIframe)
    return <Embedded title={exercise.title}>{page}</Embedded>;
  return (
    <Frame title={exercise.title} description={exercise.description}>
      {page}
      {bodyRendered && !loading && exercise.listed !== false && (
        <HowToAutomate page={exercise.page} />
      )}
    </Frame>
  );
}

/** Every path but home: the catalog decides which page it is, or that there is none. */
export function ExerciseRoute() {
  const { pathname } = useLocation();
  const exercise = findExercise(pathname);
  // Keyed by catalog entry so that moving between two pages never keeps the first one's state,
  // even when both entries share a page folder (the two Similar Pages).
  return exercise ? <ExercisePage key={exercise.path} exercise={exercise} /> : <NotFound />;
}
