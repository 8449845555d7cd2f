import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { Frame } from './Frame';
import { THEME_STORAGE_KEY } from './theme';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute('data-bs-theme', 'light');
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

describe('Frame', () => {
  it('shows the title, description, logo link, Go Back and the current year', () => {
    renderPage(
      <Frame title="Counter" description="Count things.">
        <p>content</p>
      </Frame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Counter' })).toBeInTheDocument();
    expect(screen.getByText('Count things.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Automation Playground' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
    expect(document.title).toBe('Counter | Automation Playground');
  });

  it('puts the footer after a block of at least one screen holding the header and main', () => {
    renderPage(
      <Frame title="Counter" description="Count things.">
        <p>loading</p>
      </Frame>,
    );
    const firstScreen = screen.getByRole('contentinfo').previousElementSibling;
    expect(firstScreen).toHaveClass('min-vh-100');
    expect(firstScreen).toContainElement(screen.getByRole('banner'));
    expect(firstScreen).toContainElement(screen.getByRole('main'));
  });

  it('has no Go Back on home', () => {
    renderPage(
      <Frame title="Automation Playground" description="Home." isHome>
        <p>cards</p>
      </Frame>,
    );
    expect(screen.queryByRole('button', { name: 'Go Back' })).not.toBeInTheDocument();
    expect(document.title).toBe('Automation Playground');
  });

  it('toggles the theme and remembers the choice', async () => {
    renderPage(
      <Frame title="T" description="D">
        <p />
      </Frame>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('true');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('false');
  });

  describe('Go Back', () => {
    function Address() {
      const { pathname, search } = useLocation();
      return <output aria-label="address">{pathname + search}</output>;
    }
    /** A page reached from `/?q=table`; the Navigation API says whether that entry is the site's. */
    function openedFromHome(canGoBack: boolean | undefined) {
      vi.stubGlobal('navigation', canGoBack === undefined ? undefined : { canGoBack });
      render(
        <MemoryRouter initialEntries={['/?q=table', '/counter']} initialIndex={1}>
          <Frame title="Counter" description="Count things.">
            <Address />
          </Frame>
        </MemoryRouter>,
      );
    }

    afterEach(() => vi.unstubAllGlobals());

    it('goes back to the entry before when it is a page of the site', async () => {
      openedFromHome(true);
      await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/?q=table');
    });

    it('goes home when the entry before is not a page of the site', async () => {
      openedFromHome(false);
      await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/$/);
    });

    it("without the Navigation API, goes home from the app's first entry", async () => {
      openedFromHome(undefined);
      await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/$/);
    });

    it('is marked enabled once rendered by the app', () => {
      openedFromHome(true);
      expect(screen.getByRole('button', { name: 'Go Back' })).not.toHaveAttribute('aria-disabled');
      expect(screen.getByRole('button', { name: 'Dark mode' })).not.toHaveAttribute(
        'aria-disabled',
      );
    });
  });
});
