import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
});
