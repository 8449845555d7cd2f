import type { Page, WebSocketRoute } from '@playwright/test';
import { startBuiltServer } from '../support/builtServer.mjs';
import { openChat } from '../support/chatClient';
import { gotoWithTimeStopped } from './clock';
import { expect, MARKUP_INPUT, test } from './fixtures';

const SOCKET = '**/api/chat/socket';

const connection = (page: Page) => page.locator('#connection-state');
const agents = (page: Page) => page.locator('#agents-online');
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
const field = (page: Page) => page.getByLabel('Message', { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const typing = (page: Page) => page.getByText('Bot is typing…');
const push = (ws: WebSocketRoute, frame: unknown) => ws.send(JSON.stringify(frame));

/**
 * Plays the chat server for every socket the page opens: `serve` gets each one in turn (0 first)
 * and what the page sends is kept in `sent`. Nothing reaches the real server.
 */
async function playServer(page: Page, serve: (ws: WebSocketRoute, index: number) => unknown) {
  const sockets: WebSocketRoute[] = [];
  const sent: string[] = [];
  const closes: (number | undefined)[] = [];
  await page.routeWebSocket(SOCKET, async (ws) => {
    const index = sockets.push(ws) - 1;
    ws.onMessage((message) => sent.push(String(message)));
    ws.onClose((code) => closes.push(code));
    await serve(ws, index);
  });
  return { sockets, sent, closes };
}

test.describe('with the real server', () => {
  test('shows 3 agents at once and 4 five seconds later; "Hi" gets typing, then the reply 2 s later', async ({
    page,
  }) => {
    const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/chat/socket'));
    await page.goto('/webSocket');
    const sentFrames: string[] = [];
    (await socket).on('framesent', (frame) => sentFrames.push(String(frame.payload)));
    await expect(connection(page)).toHaveText('Connection: open');
    await expect(agents(page)).toHaveText('Agents online: 3');
    const threeAt = Date.now();

    await field(page).fill('  Hi  ');
    await field(page).press('Enter');
    await expect(chatLog(page)).toContainText('You: Hi');
    await expect(field(page)).toHaveValue('');
    await expect(typing(page)).toBeVisible();
    await expect(chatLog(page)).toContainText('Bot: Thanks, I got "Hi". An agent will follow up.');
    await expect(typing(page)).toBeHidden();
    expect(sentFrames).toEqual(['{"type":"message","text":"Hi"}']);

    await expect(agents(page)).toHaveText('Agents online: 4');
    expect(Date.now() - threeAt).toBeGreaterThan(3000);
  });

  test('"Drop connection" has the server cut the socket; the page retries after 1 s and opens', async ({
    page,
  }) => {
    await gotoWithTimeStopped(page, '/webSocket');
    await expect(connection(page)).toHaveText('Connection: open');
    const socket = page.waitForEvent('websocket');
    await button(page, 'Drop connection').click();
    await expect(connection(page)).toHaveText('Connection: lost, reconnecting in 1 s…');
    // Cut without a close frame: no close reason to show.
    await expect(chatLog(page)).toHaveText('');
    await page.clock.runFor(1000);
    await socket;
    await expect(connection(page)).toHaveText('Connection: open');
    await expect(agents(page)).toHaveText('Agents online: 3');
  });
});

test('a mock pushing 42 shows "Agents online: 42"; the page ignores frames it does not know', async ({
  page,
}) => {
  await playServer(page, (ws) => {
    push(ws, { type: 'news', count: 7 });
    push(ws, { type: 'agents', count: 42 });
  });
  await page.goto('/webSocket');
  await expect(agents(page)).toHaveText('Agents online: 42');
  await expect(chatLog(page)).toHaveText('');
});

test('sends the trimmed message as JSON, logs it as text, and shows replies and errors', async ({
  page,
}) => {
  const server = await playServer(page, () => {});
  await page.goto('/webSocket');
  await expect(agents(page)).toHaveText('Agents online: –');
  await expect(connection(page)).toHaveText('Connection: open');
  await expect(button(page, 'Send')).toBeDisabled();
  await field(page).fill('   ');
  await expect(button(page, 'Send')).toBeDisabled();
  await field(page).fill(` ${MARKUP_INPUT} `);
  await button(page, 'Send').click();
  await expect
    .poll(() => server.sent)
    .toEqual([JSON.stringify({ type: 'message', text: MARKUP_INPUT })]);
  await expect(field(page)).toHaveValue('');
  const ws = server.sockets[0]!;
  push(ws, { type: 'typing' });
  push(ws, { type: 'typing' });
  await expect(typing(page)).toBeVisible();
  push(ws, { type: 'reply', text: 'First' });
  await expect(chatLog(page)).toContainText('Bot: First');
  // Two typing frames, one reply so far: still typing.
  await expect(typing(page)).toBeVisible();
  push(ws, { type: 'reply', text: 'Second' });
  await expect(typing(page)).toBeHidden();
  push(ws, { type: 'error', message: 'Messages have 1 to 200 characters.' });
  await expect(chatLog(page).locator('p')).toHaveText([
    `You: ${MARKUP_INPUT}`,
    'Bot: First',
    'Bot: Second',
    'Server: Messages have 1 to 200 characters.',
  ]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('retries after 1, 2, 4, 8, 8, 8 s counted down, an open resets the count, then "closed"', async ({
  page,
}) => {
  // Sockets 0 and 2 open; every other attempt is refused (closed before it opens).
  const server = await playServer(page, async (ws, index) => {
    if (index !== 0 && index !== 2) await ws.close({ code: 1006 });
  });
  await gotoWithTimeStopped(page, '/webSocket');
  await expect(connection(page)).toHaveText('Connection: open');
  await server.sockets[0]!.close({ code: 1011 });
  await expect(connection(page)).toHaveText('Connection: lost, reconnecting in 1 s…');
  await expect(button(page, 'Disconnect')).toBeEnabled();
  await expect(button(page, 'Connect')).toBeDisabled();
  await expect(button(page, 'Drop connection')).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(connection(page)).toHaveText('Connection: lost, reconnecting in 2 s…');
  await page.clock.runFor(1000);
  await expect(connection(page)).toHaveText('Connection: lost, reconnecting in 1 s…');
  await page.clock.runFor(1000);
  await expect(connection(page)).toHaveText('Connection: open');

  await server.sockets[2]!.close({ code: 1001 });
  for (const seconds of [1, 2, 4, 8, 8, 8]) {
    await expect(connection(page)).toHaveText(`Connection: lost, reconnecting in ${seconds} s…`);
    await page.clock.runFor(seconds * 1000);
  }
  await expect(connection(page)).toHaveText('Connection: closed');
  await expect(button(page, 'Connect')).toBeEnabled();
  await expect(button(page, 'Disconnect')).toBeDisabled();
  await page.clock.runFor(60_000);
  expect(server.sockets).toHaveLength(9);

  await button(page, 'Connect').click();
  // Connect starts counting anew: this refusal waits 1 s.
  await expect(connection(page)).toHaveText('Connection: lost, reconnecting in 1 s…');
  expect(server.sockets).toHaveLength(10);
});

test('a server close 4000 logs its reason and ends in "closed" without a retry', async ({
  page,
}) => {
  const server = await playServer(page, () => {});
  await gotoWithTimeStopped(page, '/webSocket');
  await expect(connection(page)).toHaveText('Connection: open');
  await server.sockets[0]!.close({
    code: 4000,
    reason: 'Closed after 10 minutes without messages.',
  });
  await expect(connection(page)).toHaveText('Connection: closed');
  await expect(chatLog(page)).toHaveText('Server: Closed after 10 minutes without messages.');
  await page.clock.runFor(30_000);
  expect(server.sockets).toHaveLength(1);
});

test('Disconnect closes with 1000 or cancels a pending retry; Connect opens again', async ({
  page,
}) => {
  const server = await playServer(page, async (ws, index) => {
    if (index === 1) await ws.close({ code: 1006 });
  });
  await gotoWithTimeStopped(page, '/webSocket');
  await expect(connection(page)).toHaveText('Connection: open');
  await expect(button(page, 'Connect')).toBeDisabled();
  await button(page, 'Disconnect').click();
  await expect(connection(page)).toHaveText('Connection: closed');
  await expect.poll(() => server.closes).toEqual([1000]);
  await expect(button(page, 'Send')).toBeDisabled();
  await expect(button(page, 'Disconnect')).toBeDisabled();

  await button(page, 'Connect').click();
  await expect(connection(page)).toHaveText('Connection: lost, reconnecting in 1 s…');
  await button(page, 'Disconnect').click();
  await expect(connection(page)).toHaveText('Connection: closed');
  await page.clock.runFor(10_000);
  expect(server.sockets).toHaveLength(2);

  await button(page, 'Connect').click();
  await expect(connection(page)).toHaveText('Connection: open');
  expect(server.sockets).toHaveLength(3);
});

test('leaving the page closes its socket, and nothing retries', async ({ page }) => {
  const server = await playServer(page, () => {});
  await gotoWithTimeStopped(page, '/');
  await page.getByRole('link', { name: /WebSocket Chat/ }).click();
  await expect(connection(page)).toHaveText('Connection: open');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => server.closes).toEqual([1000]);
  await page.clock.runFor(30_000);
  expect(server.sockets).toHaveLength(1);
});

test('SIGTERM closes every socket with 1001 before the server exits; the page then retries', async ({
  page,
}) => {
  const server = await startBuiltServer();
  try {
    await page.goto(`${server.url}/webSocket`);
    await expect(connection(page)).toHaveText('Connection: open');
    const client = await openChat(server.url);
    const exited = server.stop();
    expect(await client.closed).toEqual({ code: 1001, reason: 'The server is shutting down.' });
    await expect(connection(page)).toHaveText(
      /^Connection: (lost, reconnecting in \d s…|connecting…)$/,
    );
    expect(await exited).toBe(0);
  } finally {
    await server.stop();
  }
});
