import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import ShiftingContentPage from './index';

const offsetsLine = () => screen.getByText(/^Menu offset: /);

it('moves "Contact" and the image left by the offsets the disclosure states', () => {
  // Four draws cover every combination of the two offsets with 40 px.
  const seen = new Set<string>();
  for (let seed = 1; seen.size < 4 && seed < 50; seed++) {
    const { unmount } = renderPage(<ShiftingContentPage />, `/?seed=${seed}&pixel_shift=40`);
    const [, menu, image] = /^Menu offset: (\d+) px\. Image offset: (\d+) px\.$/.exec(
      offsetsLine().textContent ?? '',
    )!;
    seen.add(`${menu}/${image}`);
    const menuLinks = within(screen.getByRole('navigation', { name: 'Shifting menu' }));
    expect(menuLinks.getByRole('link', { name: 'Contact' }).style.left).toBe(`${-Number(menu)}px`);
    expect(menuLinks.getByRole('link', { name: 'Portfolio' }).style.left).toBe('');
    expect(screen.getByRole('img', { name: 'Shifting image' }).style.left).toBe(
      `${-Number(image)}px`,
    );
    unmount();
  }
  expect(seen).toEqual(new Set(['0/0', '0/40', '40/0', '40/40']));
});

it('keeps the offsets collapsed until the disclosure opens', () => {
  renderPage(<ShiftingContentPage />, '/?seed=2');
  expect(offsetsLine()).not.toBeVisible();
  fireEvent.click(screen.getByText("Show this load's offsets"));
  expect(offsetsLine()).toBeVisible();
});

it('a menu link states which one was clicked', () => {
  renderPage(<ShiftingContentPage />, '/?seed=2');
  fireEvent.click(screen.getByRole('link', { name: 'Services' }));
  expect(screen.getByRole('status')).toHaveTextContent('You clicked Services.');
});
