import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './App';

// What scripts/build/renderFrame.tsx renders at build, hydrated as src/main.tsx does.
const serverHtml = (path: string) =>
  renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal('scrollTo', () => {});
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.documentElement.setAttribute('data-bs-theme', 'light');
  window.history.replaceState(null, '', '/');
});

/** Hydrates the build's HTML of `path` at `url`; the errors React reports, if any. */
async function hydrate(path: string, url = path) {
  const html = serverHtml(path);
  container.innerHTML = html;
  window.history.replaceState(null, '', url);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args);
  });
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html, errors };
}

describe('the frame rendered at build', () => {
  it("holds a page's frame and the body's placeholder, no footer yet", () => {
    const html = serverHtml('/form');
    expect(html).toContain('<h1>Form</h1>');
    expect(html).toContain('Go Back');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<footer');
  });

  it('hydrates a page without a mismatch, then loads its body', async () => {
    const { errors } = await hydrate('/counter');
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Counter' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toHaveTextContent(
      String(new Date().getFullYear()),
    );
  });

  it('hydrates in dark mode (the build renders light) and then shows dark', async () => {
    document.documentElement.setAttribute('data-bs-theme', 'dark');
    const { html, errors } = await hydrate('/counter');
    expect(errors).toEqual([]);
    expect(html).toContain('aria-pressed="false"');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
  });
});
