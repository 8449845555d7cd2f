import { expect, it } from 'vitest';
import { valueText } from './sliderValue';

it('shows the value without trailing zeros', () => {
  expect(valueText('0')).toBe('Value: 0');
  expect(valueText('0.5')).toBe('Value: 0.5');
  expect(valueText('1.0')).toBe('Value: 1');
  expect(valueText('1.50')).toBe('Value: 1.5');
  expect(valueText('5')).toBe('Value: 5');
});
