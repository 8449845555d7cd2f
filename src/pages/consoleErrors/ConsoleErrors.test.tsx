import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import ConsoleErrors from '.';

afterEach(() => {
  vi.restoreAllMocks();
});

const count = (row: string) =>
  within(screen.getByRole('table', { name: 'Events counted by the page' }))
    .getByRole('rowheader', { name: row })
    .closest('tr')!
    .querySelector('td')!.textContent;
const log = () =>
  within(screen.getByRole('list', { name: 'Event log' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

it('writes each console message once, with its own method, and counts it', async () => {
  const user = userEvent.setup();
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => {}),
  );
  renderPage(<ConsoleErrors />);
  expect(screen.getByText('No events yet.')).toBeInTheDocument();
  expect(count('Total')).toBe('0');

  await user.click(screen.getByRole('button', { name: 'Log a warning' }));
  await user.click(screen.getByRole('button', { name: 'Log a message' }));
  await user.click(screen.getByRole('button', { name: 'Log info' }));
  await user.click(screen.getByRole('button', { name: 'Log an error' }));
  await user.click(screen.getByRole('button', { name: 'Log a debug message' }));
  expect(spies.map((spy) => spy.mock.calls)).toEqual([
    [['Practice log message']],
    [['Practice info message']],
    [['Practice warning message']],
    [['Practice error message']],
    [['Practice debug message']],
  ]);
  expect(count('console.warn')).toBe('1');
  expect(count('Total')).toBe('5');
  expect(log()).toEqual([
    '1. console.warn: Practice warning message',
    '2. console.log: Practice log message',
    '3. console.info: Practice info message',
    '4. console.error: Practice error message',
    '5. console.debug: Practice debug message',
  ]);
  expect(screen.queryByText('No events yet.')).not.toBeInTheDocument();
});

it("counts the window's uncaught errors and rejections, whoever caused them, and resets", async () => {
  const user = userEvent.setup();
  renderPage(<ConsoleErrors />);
  fireEvent(window, new ErrorEvent('error', { error: new Error('From elsewhere') }));
  const rejection = new Event('unhandledrejection');
  Object.assign(rejection, { reason: new Error('Rejected elsewhere') });
  fireEvent(window, rejection);
  expect(count('Uncaught errors')).toBe('1');
  expect(count('Unhandled rejections')).toBe('1');
  expect(log()).toEqual([
    '1. uncaught error: From elsewhere',
    '2. unhandled rejection: Rejected elsewhere',
  ]);

  await user.click(screen.getByRole('button', { name: 'Reset counts' }));
  expect(count('Total')).toBe('0');
  expect(count('Uncaught errors')).toBe('0');
  expect(log()).toEqual([]);
});

it('shows one missing image per click, replacing the last, and counts its failure', async () => {
  const user = userEvent.setup();
  renderPage(<ConsoleErrors />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load a missing image' }));
  const first = screen.getByRole('img', { name: 'Missing image 1' });
  expect(first).toHaveAttribute('src', '/media/console/missing.png?n=1');
  fireEvent.error(first);
  await user.click(screen.getByRole('button', { name: 'Load a missing image' }));
  expect(screen.getAllByRole('img')).toHaveLength(1);
  const second = screen.getByRole('img', { name: 'Missing image 2' });
  expect(second).toHaveAttribute('src', '/media/console/missing.png?n=2');
  fireEvent.error(second);
  expect(count('Failed resources')).toBe('2');
  expect(log()).toEqual([
    '1. failed resource: /media/console/missing.png?n=1',
    '2. failed resource: /media/console/missing.png?n=2',
  ]);
});

it('leaves the window as it found it', () => {
  const add = vi.spyOn(window, 'addEventListener');
  const remove = vi.spyOn(window, 'removeEventListener');
  const { unmount } = renderPage(<ConsoleErrors />);
  const added = add.mock.calls.filter(
    ([type]) => type === 'error' || type === 'unhandledrejection',
  );
  expect(added.map(([type]) => type)).toEqual(['error', 'unhandledrejection']);
  unmount();
  for (const [type, listener] of added) expect(remove).toHaveBeenCalledWith(type, listener);
});
