import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, exercises } from '../shared/catalog';
import { categorySlug } from '../shared/exerciseList';
import { renderPage } from '../test/render';
import Home from './Home';

const listed = exercises.filter((e) => e.listed !== false);
const total = listed.length;
const tableCards = listed.filter((e) =>
  `${e.title}\n${e.description}`.toLowerCase().includes('table'),
);

const field = () => screen.getByLabelText('Filter exercises');
const status = () => screen.getByRole('status');
const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent);
const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  // The frame's theme toggle follows the OS preference, which jsdom lacks.
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

// Many cards make role queries slow on a busy machine.
describe('Home', { timeout: 20_000 }, () => {
  it('keeps the title and description and shows every listed page, by category', () => {
    renderPage(<Home />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Automation Playground');
    expect(field()).toHaveAttribute('placeholder', 'Type to filter by title or description');
    expect(status()).toHaveTextContent(`Showing ${total} of ${total} exercises`);
    expect(screen.getAllByRole('article')).toHaveLength(total);
    const used = CATEGORIES.filter((c) => listed.some((e) => e.category === c));
    expect(sectionHeadings()).toEqual(
      used.map((c) => `${c} (${listed.filter((e) => e.category === c).length})`),
    );
    const basics = listed.filter((e) => e.category === 'Basics').length;
    expect(screen.getByText(`Basics (${basics})`).closest('section')).toHaveAttribute(
      'id',
      'basics',
    );
  });

  it('gives each section its slug as id and sorts its cards by title', () => {
    renderPage(<Home />);
    const forms = screen.getByRole('region', { name: /^Forms & inputs \(\d+\)$/ });
    expect(forms).toHaveAttribute('id', categorySlug('Forms & inputs'));
    const titles = within(forms)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('link').textContent ?? '');
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
    expect(titles).toContain('Checkboxes');
    expect(within(forms).getByRole('link', { name: 'Checkboxes' })).toHaveAttribute(
      'href',
      '/checkbox',
    );
  });

  it('filters as one types, counts the shown cards and puts the filter in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<Home />);
    await user.type(field(), 'table');
    expect(cardTitles().sort()).toEqual(tableCards.map((e) => e.title).sort());
    expect(status()).toHaveTextContent(`Showing ${tableCards.length} of ${total} exercises`);
    const tables = tableCards.filter((e) => e.category === 'Tables & data').length;
    expect(sectionHeadings()).toContain(`Tables & data (${tables})`);
    expect(screen.queryByRole('heading', { name: /^Media/ })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?q=table');
  });

  it('needs every word, in any case and with or without accents', async () => {
    const user = userEvent.setup();
    renderPage(<Home />);
    await user.type(field(), '  DYNÁMIC   table ');
    expect(cardTitles()).toEqual(['Dynamic Table']);
    expect(status()).toHaveTextContent(`Showing 1 of ${total} exercises`);
  });

  it('says when nothing matches, and Clear filter shows everything and refocuses the field', async () => {
    const user = userEvent.setup();
    renderPage(<Home />);
    await user.type(field(), 'zzz');
    expect(screen.getByText('No exercise matches "zzz".')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(status()).toHaveTextContent(`Showing 0 of ${total} exercises`);

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(total);
    expect(screen.queryByText(/No exercise matches/)).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('clears the filter on Escape', async () => {
    const user = userEvent.setup();
    renderPage(<Home />);
    await user.type(field(), 'table');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    expect(status()).toHaveTextContent(`Showing ${total} of ${total} exercises`);
    expect(window.location.search).toBe('');
  });

  it('filters at once from ?q=, keeping other parameters', () => {
    window.history.replaceState(null, '', '/?q=table&seed=4');
    renderPage(<Home />, '/?q=table&seed=4');
    expect(field()).toHaveValue('table');
    expect(screen.getAllByRole('article')).toHaveLength(tableCards.length);
    expect(window.location.search).toBe('?q=table&seed=4');
  });

  it('cuts a longer filter to 100 characters, in the field and the URL', async () => {
    const long = 'x'.repeat(150);
    window.history.replaceState(null, '', `/?q=${long}`);
    renderPage(<Home />, `/?q=${long}`);
    expect(field()).toHaveValue('x'.repeat(100));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('x'.repeat(100));
    expect(field()).toHaveAttribute('maxlength', '100');
  });

  it('removes q from the URL when the field is emptied', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?q=table');
    renderPage(<Home />, '/?q=table');
    await user.clear(field());
    expect(window.location.search).toBe('');
    expect(screen.getAllByRole('article')).toHaveLength(total);
  });
});
