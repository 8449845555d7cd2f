import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import BrokenImages from '.';

/** Makes an image element report an outcome the way a browser would, then fires its event. */
function settle(image: HTMLElement, naturalWidth: number) {
  Object.defineProperty(image, 'complete', { configurable: true, value: true });
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: naturalWidth });
  fireEvent(image, new Event(naturalWidth > 0 ? 'load' : 'error'));
}

it('sets each source once and lists every outcome, following images that settle later', async () => {
  const user = userEvent.setup();
  renderPage(<BrokenImages />);
  const images = screen.getAllByRole('img');
  expect(images.map((i) => [i.getAttribute('alt'), i.getAttribute('src')])).toEqual([
    ['Image 1', '/media/broken/missing-1.jpg'],
    ['Image 2', '/media/broken/missing-2.jpg'],
    ['Image 3', '/media/broken/ok.jpg'],
  ]);
  for (const image of images) {
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '90');
    Object.defineProperty(image, 'complete', { configurable: true, value: false });
  }
  expect(screen.queryByRole('list')).not.toBeInTheDocument();

  settle(images[0]!, 0);
  settle(images[1]!, 0);
  await user.click(screen.getByRole('button', { name: 'Check images' }));
  const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(lines()).toEqual(['Image 1: broken', 'Image 2: broken', 'Image 3: loading']);

  settle(images[2]!, 120);
  expect(lines()).toEqual(['Image 1: broken', 'Image 2: broken', 'Image 3: loaded']);
});
