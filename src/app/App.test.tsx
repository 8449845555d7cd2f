import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { App } from './App';
import { renderingAfresh } from './useHydrated';

const LOADING = 'Loading…';

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal('scrollTo', () => {});
  window.history.replaceState(null, '', '/');
  renderingAfresh();
});

afterEach(() => vi.unstubAllGlobals());

/** Whether the page's loading placeholder was in the document after any change to it. */
function watchForLoading() {
  const seen = { loading: false };
  const observer = new MutationObserver(() => {
    seen.loading ||= document.body.textContent.includes(LOADING);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

// Many cards make role queries slow on a busy machine.
it(
  'follows a card to a page whose code has not loaded: its title and body come together, with no placeholder',
  { timeout: 40_000 },
  async () => {
    const user = userEvent.setup();
    render(<App />);
    const watch = watchForLoading();
    await user.click(screen.getByRole('link', { name: 'Counter' }));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Counter' },
      { timeout: 10_000 },
    );
    watch.stop();
    expect(heading).toBeVisible();
    expect(screen.getByRole('status', { name: 'Count' })).toBeVisible();
    expect(watch.seen.loading).toBe(false);
    expect(window.location.pathname).toBe('/counter');

    // Back home, and Forward again: the page's code is there, the page shows at once.
    await act(() => window.history.back());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Automation Playground' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await act(() => window.history.forward());
    expect(await screen.findByRole('status', { name: 'Count' }, { timeout: 10_000 })).toBeVisible();
  },
);
