import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import ShiftingContentPage from './index';

const offsetsLine = () => screen.getByText(/^Menu offset: /);

it('moves "Contact" and the image left by the offsets the disclosure states', () => {
  // With 40 px these seeds give each combination: both, neither, only the menu, only the image.
  for (const [seed, menu, image] of [
    [5, 40, 40],
    [7, 0, 0],
    [1, 40, 0],
    [8, 0, 40],
  ] as const) {
    const { unmount } = renderPage(<ShiftingContentPage />, `/?seed=${seed}&pixel_shift=40`);
    expect(offsetsLine()).toHaveTextContent(`Menu offset: ${menu} px. Image offset: ${image} px.`);
    const menuLinks = within(screen.getByRole('navigation', { name: 'Shifting menu' }));
    expect(menuLinks.getByRole('link', { name: 'Contact' }).style.left).toBe(`${-menu}px`);
    expect(menuLinks.getByRole('link', { name: 'Portfolio' }).style.left).toBe('');
    expect(screen.getByRole('img', { name: 'Shifting image' }).style.left).toBe(`${-image}px`);
    unmount();
  }
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
