import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createRandom } from '../../lib/random';
import { renderPage } from '../../test/render';
import ClipboardPage from './index';
import { drawValue } from './value';

afterEach(() => vi.unstubAllGlobals());

const shownValue = () =>
  screen.getByText(/^Value to copy:/).textContent.replace('Value to copy: ', '');

it('shows the seeded value and continues the sequence with New value, clearing the status', () => {
  renderPage(<ClipboardPage />, '/clipboard?seed=5');
  const expected = createRandom(5);
  expect(shownValue()).toBe(drawValue(expected));
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByRole('status')).toHaveTextContent('No match');
  fireEvent.click(screen.getByRole('button', { name: 'New value' }));
  expect(shownValue()).toBe(drawValue(expected));
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
});

it('checks the field, trimmed, against the current value', () => {
  renderPage(<ClipboardPage />, '/clipboard?seed=5');
  fireEvent.change(screen.getByLabelText('Paste here'), {
    target: { value: ` ${shownValue()}\n` },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByRole('status')).toHaveTextContent('Match: the pasted text equals the value.');
  expect(screen.getByRole('status')).toHaveClass('alert-success');
});

it('says "Copied to the clipboard." or why copying failed', async () => {
  const writeText = vi
    .fn<(text: string) => Promise<void>>()
    .mockResolvedValueOnce()
    .mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  renderPage(<ClipboardPage />, '/clipboard?seed=5');
  const copy = screen.getByRole('button', { name: 'Copy' });
  await act(async () => fireEvent.click(copy));
  expect(writeText).toHaveBeenCalledWith(shownValue());
  expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
  await act(async () => fireEvent.click(copy));
  expect(screen.getByRole('status')).toHaveTextContent('Copying failed: Write permission denied.');
});

it('says nothing about a copy that ends after New value', async () => {
  let finish = () => {};
  const writeText = () => new Promise<void>((resolve) => (finish = resolve));
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  renderPage(<ClipboardPage />, '/clipboard?seed=5');
  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  fireEvent.click(screen.getByRole('button', { name: 'New value' }));
  await act(async () => finish());
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);
});
