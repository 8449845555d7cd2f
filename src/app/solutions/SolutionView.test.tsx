import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SolutionView } from './SolutionView';

const solution = {
  code: "print('hi')\n",
  html: '<pre class="solution-code"><code>print</code></pre>',
};

function renderView(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<SolutionView path="/solutions/selenium/test_counter.py" solution={solution} />);
}

/** Clicks Copy and lets the clipboard's promise settle. */
const clickCopy = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  });

afterEach(() => vi.useRealTimers());

describe('SolutionView', () => {
  it('copies the exact file, says "Copied", then "Copy" again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    renderView(writeText);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(solution.code);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    renderView(() => Promise.reject(new Error('denied')));
    await clickCopy();
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('links the published file for download, and shows the highlighted code', () => {
    renderView(() => Promise.resolve());
    const link = screen.getByRole('link', { name: 'Download test_counter.py' });
    expect(link).toHaveAttribute('href', '/solutions/selenium/test_counter.py');
    expect(link).toHaveAttribute('download', 'test_counter.py');
    expect(screen.getByText('print').closest('pre')).toHaveClass('solution-code');
  });
});
