import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/App';
import './app/styles.scss';

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
  startTransition(() => {
    hydrateRoot(container, app, options);
  });
} else {
  container.replaceChildren();
  createRoot(container, options).render(app);
}
