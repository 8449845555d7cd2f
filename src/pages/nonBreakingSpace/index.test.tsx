import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import NonBreakingSpacePage from './index';

const countXPath = (xpath: string) =>
  document.evaluate(`count(${xpath})`, document, null, XPathResult.NUMBER_TYPE, null).numberValue;

it('misses the button by text() with an ordinary space and finds it with U+00A0', () => {
  render(<NonBreakingSpacePage />);
  expect(countXPath("//button[text()='Place Order']")).toBe(0);
  expect(countXPath("//button[text()='Place\u00a0Order']")).toBe(1);
});

it('a click states "Place Order clicked." with an ordinary space', () => {
  render(<NonBreakingSpacePage />);
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  // Testing Library keeps the U+00A0 in the name (browsers' role locators collapse it).
  fireEvent.click(screen.getByRole('button', { name: /^Place\sOrder$/ }));
  expect(screen.getByRole('status').textContent).toBe('Place Order clicked.');
});
