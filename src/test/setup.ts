import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// Test files share one jsdom (vite.config.ts: isolate false): each file leaves it as it found it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  // The address and history entry a router left (Go Back reads history.state's idx).
  window.history.replaceState(null, '', '/');
});
