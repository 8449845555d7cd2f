import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import './app/styles.scss';

// The app starts in three tasks: this entry with React DOM, then the app (router, frame, catalog;
// a chunk of its own), then hydration. Evaluated as one module graph they were one task of 320-480
// ms on a phone-like CPU (Lighthouse's 4x), blocking the main thread. The route's HTML preloads
// the app's chunk, so it downloads beside this one (scripts/build/routeHtml.ts).
// A message, not a timer: the e2e tests that hold a page's time still (tests/e2e/clock.ts) fake
// the timers, not message channels.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// A route's HTML inlines only the rules of its frame and links the site's stylesheet with the app
// (scripts/build/routeHtml.ts): nothing renders before that stylesheet has come, so nothing moves.
// public/start.js marks it as loading until it has loaded or failed.
const stylesheetsLoaded = () =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-loading]')].map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve);
          link.addEventListener('error', resolve);
        }),
    ),
  );

async function start() {
  const { App, beginHydration, renderingAfresh, importPageAt } = await import('./app/App');
  // The page's code (preloaded by the route's HTML) is there before hydration: a static body is
  // hydrated as built, not as its placeholder, and any other body renders in the render after
  // hydration, with no loading fallback in between (src/app/pages.ts, importPageAt).
  await Promise.all([stylesheetsLoaded(), nextTask(), importPageAt(window.location.pathname)]);

  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A hydration mismatch is a recoverable error: React patches it up quietly. Logged so that the
  // e2e checks (no console error on any route) see it.
  const options: RootOptions = {
    onRecoverableError: (error, info) => console.error('React recoverable error:', error, info),
  };

  // A route's HTML holds its frame, rendered at build (scripts/build/renderFrame.tsx): hydrated.
  // The 404 shell has an empty root. Inside an iframe an embeddable page drops the frame, so that
  // HTML is not what it renders: rendered afresh.
  if (container.hasChildNodes() && window.self === window.top) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole frame (one long task on a slow phone).
    beginHydration();
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    renderingAfresh();
    container.replaceChildren();
    createRoot(container, options).render(app);
  }
}

void start();
