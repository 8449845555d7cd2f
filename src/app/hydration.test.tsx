import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFrame } from '../../scripts/build/renderFrame';
import { exercises } from '../shared/catalog';
import { AppRoutes } from './App';
import { beginHydration } from './useHydrated';

// What the build renders (scripts/build/renderFrame.tsx), hydrated as src/main.tsx does. The build
// renders before any hydration is over; so does this, and the hydration that follows.
const serverHtml = (path: string) => {
  beginHydration();
  return renderFrame(path);
};

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

/**
 * Hydrates the build's HTML of `path` at `url`; the errors React reports, if any. `beforeHydration`
 * acts on the built DOM first (what a visitor does before the app has run).
 */
async function hydrate(path: string, url = path, beforeHydration?: () => void) {
  const html = await serverHtml(path);
  container.innerHTML = html;
  window.history.replaceState(null, '', url);
  beforeHydration?.();
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
  it("holds a page's frame, the body's placeholder and the footer without its year", async () => {
    const html = await serverHtml('/form');
    expect(html).toContain('<h1>Form</h1>');
    expect(html).toContain('Go Back');
    expect(html).toContain('role="status"');
    expect(html).toContain('<footer');
    expect(html).not.toContain(`© ${new Date().getFullYear()}`);
  });

  it('hydrates a page without a mismatch, then loads its body', async () => {
    const { html, errors } = await hydrate('/counter');
    // The built buttons do nothing until hydrated: marked so that a script's click waits.
    expect(html.match(/<button[^>]*aria-disabled="true"/g)).toHaveLength(2);
    expect(errors).toEqual([]);
    for (const name of ['Go Back', 'Dark mode']) {
      expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Counter' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Count' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
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

describe('a static page body rendered at build', { timeout: 20_000 }, () => {
  const withStaticBody = exercises
    .filter((e) => e.staticBody)
    .map((e) => ({ path: e.path, listed: e.listed !== false }));

  it.each(withStaticBody)(
    '$path: holds its body, and hydrates it as it is',
    async ({ path, listed }) => {
      let built: Element[] = [];
      const { html, errors } = await hydrate(path, path, () => {
        built = [...container.querySelectorAll('main *')];
      });
      expect(html).not.toContain('Loading…');
      expect(html.includes('How to automate this page')).toBe(listed);
      expect(errors).toEqual([]);
      // Hydrated in place: the same elements, none mounted again (and none added before them).
      expect([...container.querySelectorAll('main *')].slice(0, built.length)).toEqual(built);
    },
  );

  it('loads the solutions when their section was opened before the app ran', async () => {
    const { errors } = await hydrate('/divTable', '/divTable', () => {
      container.querySelector('details')!.open = true;
    });
    // React's development build notes the `open` the visitor added (an attribute the server did not
    // render) and keeps it; its production build does not compare attributes when hydrating.
    expect(errors).toEqual([
      [
        expect.stringMatching(/attributes of the server rendered HTML didn't match/),
        expect.anything(),
        expect.anything(),
      ],
    ]);
    expect(screen.getByRole('group')).toHaveAttribute('open');
    expect(await screen.findAllByRole('tab', {}, { timeout: 10_000 })).toHaveLength(3);
  });

  it('leaves a body that is not static to the client', async () => {
    const html = await serverHtml('/counter');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('How to automate this page');
  });
});

describe('home rendered at build', { timeout: 20_000 }, () => {
  const listed = exercises.filter((e) => e.listed !== false);
  const matching = (word: string) =>
    listed.filter((e) => `${e.title}\n${e.description}`.toLowerCase().includes(word));
  const section = (id: string) => container.querySelector(`section#${id}`);
  let scrolledTo: string[];
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    scrolledTo = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });

  it('holds the frame, the empty field and every card, then hydrates without a mismatch', async () => {
    const { html, errors } = await hydrate('/');
    expect(html).toContain('<p class="lead">');
    expect(html).toContain('value=""');
    expect(html.match(/<article/g)).toHaveLength(listed.length);
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(listed.length);
    expect(window.location.search).toBe('');
    // The document's own load: no scroll to the top, and no jump without a fragment.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrolledTo).toEqual([]);
  });

  it('keeps the built sections once hydrated, so the jump to /#media is not undone', async () => {
    let built: Element | null = null;
    const { errors } = await hydrate('/', '/#media', () => {
      built = section('media');
    });
    expect(errors).toEqual([]);
    expect(built).not.toBeNull();
    // The same element, not one mounted again in its place (which dropped the browser's jump).
    expect(section('media')).toBe(built);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrolledTo).toEqual(['media']);
  });

  it('hydrates with a ?q= filter, then filters in the same elements and keeps the address', async () => {
    let builtTables: Element | null = null;
    const { html, errors } = await hydrate('/', '/?q=table', () => {
      builtTables = section('tables-data');
    });
    expect(errors).toEqual([]);
    expect(html).not.toContain('value="table"');
    expect(screen.getByRole('searchbox')).toHaveValue('table');
    expect(screen.getAllByRole('article')).toHaveLength(matching('table').length);
    expect(window.location.search).toBe('?q=table');
    expect(builtTables).not.toBeNull();
    expect(section('tables-data')).toBe(builtTables);
  });

  it('jumps to the section once the ?q= filter has moved it', async () => {
    const { errors } = await hydrate('/', '/?q=table#tables-data');
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('article')).toHaveLength(matching('table').length);
    expect(scrolledTo).toEqual(['tables-data']);
  });

  it('applies what was typed into the built field before the app ran, over ?q=', async () => {
    let builtField: HTMLInputElement | null = null;
    const { html, errors } = await hydrate('/', '/?q=counter', () => {
      builtField = container.querySelector<HTMLInputElement>('input[type="search"]');
      builtField!.value = 'table';
    });
    // Marked for public/start.js, which writes the typing into the address until the app runs.
    expect(html).toContain('data-address-param="q"');
    expect(errors).toEqual([]);
    expect(screen.getByRole('searchbox')).toBe(builtField);
    expect(screen.getByRole('searchbox')).toHaveValue('table');
    expect(screen.getByRole('searchbox')).not.toHaveAttribute('data-address-param');
    expect(screen.getAllByRole('article')).toHaveLength(matching('table').length);
    expect(window.location.search).toBe('?q=table');
  });
});
