import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import FloatingMenuPage from './index';

const paragraphsOf = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByText(/\.$/)
    .map((p) => p.textContent);

it('links each menu item to its section, each holding three generated paragraphs', () => {
  renderPage(<FloatingMenuPage />, '/floatingMenu?seed=4');
  const menu = screen.getByRole('navigation', { name: 'Floating menu' });
  const links = within(menu).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Home', '#home'],
    ['News', '#news'],
    ['Contact', '#contact'],
    ['About', '#about'],
  ]);
  for (const heading of ['Home', 'News', 'Contact', 'About']) {
    const section = screen.getByRole('region', { name: heading });
    expect(section.id).toBe(heading.toLowerCase());
    expect(paragraphsOf(heading)).toHaveLength(3);
  }
});

it('repeats the paragraphs for the same seed', () => {
  const { unmount } = renderPage(<FloatingMenuPage />, '/floatingMenu?seed=4');
  const first = paragraphsOf('About');
  unmount();
  renderPage(<FloatingMenuPage />, '/floatingMenu?seed=4');
  expect(paragraphsOf('About')).toEqual(first);
});
