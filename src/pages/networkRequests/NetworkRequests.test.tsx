import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import NetworkRequests from '.';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch the test answers by hand, request by request. */
function manualFetch() {
  const calls: {
    url: string;
    init: RequestInit;
    answer: (r: Response) => void;
    fail: (e: Error) => void;
  }[] = [];
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((answer, fail) => {
        calls.push({ url, init, answer, fail });
        init.signal?.addEventListener('abort', () => fail(init.signal!.reason as Error));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const line = (card: string) => document.getElementById(`result-${card}`)!;
const rows = () =>
  within(screen.getByRole('table', { name: 'Request log' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

it('sends nothing on load and shows every card unsent', () => {
  const calls = manualFetch();
  renderPage(<NetworkRequests />);
  expect(screen.getByLabelText('Search term')).toHaveValue('lamp');
  expect(screen.getByLabelText('Display name')).toHaveValue('Tester');
  expect(screen.getByLabelText('Send me the newsletter')).not.toBeChecked();
  for (const card of ['search', 'save', 'report', 'slow', 'beacon']) {
    expect(line(card)).toHaveTextContent('Not sent yet.');
    expect(line(card)).toHaveAttribute('role', 'status');
  }
  expect(screen.getByText('No requests yet.')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('logs a request as pending at once, disables its button, then shows the answer', async () => {
  const user = userEvent.setup();
  const calls = manualFetch();
  renderPage(<NetworkRequests />);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(calls[0]!.url).toBe('/api/network/search?q=lamp');
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  expect(rows()).toEqual([['1', 'GET', '/api/network/search?q=lamp', 'pending', '–']]);
  calls[0]!.answer(
    json(200, { query: 'lamp', count: 3, results: ['Desk lamp', 'Floor lamp', 'Reading lamp'] }),
  );
  expect(await screen.findByText('200 OK: 3 results (Desk lamp, Floor lamp, Reading lamp)')).toBe(
    line('search'),
  );
  expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  expect(rows()[0]!.slice(0, 4)).toEqual(['1', 'GET', '/api/network/search?q=lamp', '200 OK']);
  expect(rows()[0]![4]).toMatch(/^\d+$/);
});

it('saves the profile as JSON with a numbered request id', async () => {
  const user = userEvent.setup();
  const calls = manualFetch();
  renderPage(<NetworkRequests />);
  await user.click(screen.getByRole('button', { name: 'Load report' }));
  await user.clear(screen.getByLabelText('Display name'));
  await user.type(screen.getByLabelText('Display name'), 'Ada');
  await user.click(screen.getByLabelText('Send me the newsletter'));
  await user.click(screen.getByRole('button', { name: 'Save profile' }));
  const { url, init } = calls[1]!;
  expect(url).toBe('/api/network/profile');
  expect(init.method).toBe('POST');
  expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'X-Request-Id': 'pg-2' });
  expect(JSON.parse(init.body as string)).toEqual({ displayName: 'Ada', newsletter: true });
  calls[0]!.answer(json(503, { message: 'The report service is down. Try again later.' }));
  calls[1]!.answer(
    json(200, { saved: { displayName: 'Ada', newsletter: true }, requestId: 'pg-2' }),
  );
  expect(await screen.findByText('200 OK: saved Ada as request pg-2')).toBe(line('save'));
  expect(line('report')).toHaveTextContent(
    '503 Service Unavailable: The report service is down. Try again later.',
  );
  expect(rows().map((row) => row[3])).toEqual(['503 Service Unavailable', '200 OK']);
});

it('cancels the slow request, and tells a network failure apart', async () => {
  const user = userEvent.setup();
  const calls = manualFetch();
  renderPage(<NetworkRequests />);
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Slow request' }));
  expect(line('slow')).toHaveTextContent('Waiting… (the server answers after 3 s)');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Cancelled by the page.')).toBe(line('slow'));
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  calls[1]!.fail(new TypeError('Failed to fetch'));
  expect(await screen.findByText('Network error: the request did not complete.')).toBe(
    line('search'),
  );
  expect(rows().map((row) => row[3])).toEqual(['cancelled', 'network error']);
});

it('sends the beacon as an image numbered like every request', async () => {
  const user = userEvent.setup();
  manualFetch();
  renderPage(<NetworkRequests />);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.click(screen.getByRole('button', { name: 'Send beacon' }));
  expect(line('beacon')).toHaveTextContent('Beacon sent.');
  expect(screen.getByRole('button', { name: 'Send beacon' })).toBeDisabled();
  expect(rows()[1]!.slice(0, 4)).toEqual(['2', 'GET', '/api/network/pixel?n=2', 'pending']);
});
