// WebSocket chat: page.on('websocket') and ws.waitForEvent('framereceived') for the frames the server
// pushes; page.routeWebSocket to play the server yourself (push frames, close it to see a retry).
import { expect, test, type Page } from '@playwright/test';

const agents = (page: Page) => page.locator('#agents-online');
const connection = (page: Page) => page.locator('#connection-state');

test('the server pushes 3 agents at once, then 4 five seconds later', async ({ page }) => {
  const socketOpened = page.waitForEvent('websocket');
  await page.goto('/webSocket');
  const ws = await socketOpened;
  expect(new URL(ws.url()).pathname).toBe('/api/chat/socket');
  await expect(agents(page)).toHaveText('Agents online: 3');
  // The next pushed frame, read raw: the count comes every 5 s.
  const frame = await ws.waitForEvent('framereceived', { timeout: 10_000 });
  expect(JSON.parse(String(frame.payload))).toEqual({ type: 'agents', count: 4 });
  await expect(agents(page)).toHaveText('Agents online: 4');
});

test('"Hi" shows the bot typing, then its reply 2 s later', async ({ page }) => {
  const socketOpened = page.waitForEvent('websocket');
  await page.goto('/webSocket');
  const ws = await socketOpened;
  await expect(connection(page)).toHaveText('Connection: open');
  const sent = ws.waitForEvent('framesent');
  await page.getByLabel('Message', { exact: true }).fill('Hi');
  await page.getByRole('button', { name: 'Send' }).click();
  expect(String((await sent).payload)).toBe('{"type":"message","text":"Hi"}');
  await expect(page.getByText('Bot is typing…')).toBeVisible();
  await expect(page.getByRole('log', { name: 'Chat messages' })).toContainText(
    'Bot: Thanks, I got "Hi". An agent will follow up.',
  );
  await expect(page.getByText('Bot is typing…')).toBeHidden();
});

test('a mocked server pushing 42 shows "Agents online: 42"', async ({ page }) => {
  await page.routeWebSocket('**/api/chat/socket', (ws) => {
    // Not connected to the real server: this handler is the server.
    ws.send(JSON.stringify({ type: 'agents', count: 42 }));
  });
  await page.goto('/webSocket');
  await expect(agents(page)).toHaveText('Agents online: 42');
});

test('a mocked server closing the socket makes the page retry after 1 s', async ({ page }) => {
  let opened = 0;
  await page.clock.install();
  await page.routeWebSocket('**/api/chat/socket', async (ws) => {
    opened += 1;
    if (opened === 1) await ws.close({ code: 1011 });
  });
  await page.goto('/webSocket');
  await expect(connection(page)).toHaveText('Connection: lost, reconnecting in 1 s…');
  await page.clock.runFor(1000);
  await expect(connection(page)).toHaveText('Connection: open');
  expect(opened).toBe(2);
});
