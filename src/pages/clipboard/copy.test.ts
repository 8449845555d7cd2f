import { afterEach, expect, it, vi } from 'vitest';
import { copyText } from './copy';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

/** jsdom has no copy command: installs one that records the selected text. */
function stubCopyCommand(result: boolean) {
  const copied: string[] = [];
  document.execCommand = vi.fn((command: string) => {
    const area = document.activeElement;
    if (command === 'copy' && area instanceof HTMLTextAreaElement)
      copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    return result;
  });
  return copied;
}

it('writes with the Clipboard API where there is one', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  stubClipboard(writeText);
  const copied = stubCopyCommand(true);
  await copyText('PG-ABCD2345');
  expect(writeText).toHaveBeenCalledWith('PG-ABCD2345');
  expect(copied).toEqual([]);
});

it('rejects with the reason the Clipboard API gives', async () => {
  stubClipboard(() => Promise.reject(new Error('Write permission denied.')));
  await expect(copyText('PG-ABCD2345')).rejects.toThrow('Write permission denied.');
});

it('falls back to the copy command on a selected, hidden text area, then removes it', async () => {
  vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
  const copied = stubCopyCommand(true);
  const button = document.createElement('button');
  document.body.append(button);
  button.focus();
  await copyText('PG-ABCD2345');
  expect(copied).toEqual(['PG-ABCD2345']);
  expect(document.querySelector('textarea')).toBeNull();
  expect(button).toHaveFocus();
});

it('rejects when the browser refuses the copy command, leaving nothing behind', async () => {
  vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
  stubCopyCommand(false);
  await expect(copyText('PG-ABCD2345')).rejects.toThrow('the browser refused the copy command');
  expect(document.querySelector('textarea')).toBeNull();
});
