import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import EmptyPage from './index';

it('holds one sentence and no buttons, inputs, links or images', () => {
  render(<EmptyPage />);
  const section = screen.getByRole('region', { name: 'Page content' });
  expect(
    within(section).getByText('This page is intentionally empty apart from this sentence.'),
  ).toBeVisible();
  expect(section.querySelectorAll('button, input, select, textarea, a, img')).toHaveLength(0);
  expect(section.querySelectorAll('p')).toHaveLength(1);
});
