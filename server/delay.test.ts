import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from './http.js';
import { delayWhileConnected } from './delay.js';

let app: Server | undefined;
afterEach(() => app?.close());

async function slowServer(ms: number) {
  const outcomes: boolean[] = [];
  app = createServer({ logLevel: false, trustProxy: false });
  app.get('/slow', async (_request, reply) => {
    const waited = await delayWhileConnected(reply, ms);
    outcomes.push(waited);
    return { waited };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/slow`, outcomes };
}

describe('delayWhileConnected', () => {
  it('answers after the whole delay while the client waits', async () => {
    const { url, outcomes } = await slowServer(200);
    const started = Date.now();
    const answer = await fetch(url).then((response) => response.json());
    expect(answer).toEqual({ waited: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(outcomes).toEqual([true]);
  });

  it('stops waiting as soon as the client goes away, leaving no timer behind', async () => {
    const { url, outcomes } = await slowServer(60_000);
    const client = get(url);
    client.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    const timersBefore = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    client.destroy();
    await expect.poll(() => outcomes, { interval: 10 }).toEqual([false]);
    const timersAfter = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    expect(timersAfter).toBeLessThan(timersBefore);
  });
});
