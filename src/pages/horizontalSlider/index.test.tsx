import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import HorizontalSliderPage from '.';

it('starts at 0 and reads out each new value', () => {
  renderPage(<HorizontalSliderPage />, '/horizontalSlider');
  const slider = screen.getByRole('slider', { name: 'Slider' });
  expect(slider).toHaveAttribute('min', '0');
  expect(slider).toHaveAttribute('max', '5');
  expect(slider).toHaveAttribute('step', '0.5');
  expect(slider).toHaveValue('0');
  expect(screen.getByText('Value: 0')).toBeInTheDocument();
  fireEvent.change(slider, { target: { value: '2.5' } });
  expect(screen.getByText('Value: 2.5')).toBeInTheDocument();
});
