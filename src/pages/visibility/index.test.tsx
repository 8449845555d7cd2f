import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import VisibilityPage from './index';

it('hides each target by its own mechanism and Reset restores them all', () => {
  const { container } = render(<VisibilityPage />);
  const byId = (id: string) => container.querySelector<HTMLElement>(`#${id}`);
  fireEvent.click(screen.getByRole('button', { name: 'Hide' }));

  expect(byId('removedButton')).toBeNull();
  expect(byId('displayNoneButton')).toHaveStyle({ display: 'none' });
  expect(byId('visibilityHiddenButton')).toHaveStyle({ visibility: 'hidden' });
  expect(byId('zeroSizeButton')).toHaveStyle({ width: '0px', height: '0px', overflow: 'hidden' });
  expect(byId('opacityButton')).toHaveStyle({ opacity: '0' });
  expect(byId('offscreenButton')).toHaveStyle({ position: 'absolute', top: '-9999px' });
  const cover = byId('coveredButton')!.nextElementSibling;
  expect(cover).toHaveClass('bg-body');
  expect(cover).toHaveStyle({ inset: '-2px' });

  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(byId('removedButton')).not.toBeNull();
  expect(byId('coveredButton')!.nextElementSibling).toBeNull();
  for (const id of ['displayNoneButton', 'zeroSizeButton', 'offscreenButton']) {
    expect(byId(id)!.style.cssText).toBe('');
  }
});

it('names the clicked target in the status line', () => {
  render(<VisibilityPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Zero Size' }));
  expect(screen.getByRole('status')).toHaveTextContent('Zero Size button clicked.');
});
