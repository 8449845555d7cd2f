import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inFlight } from './inFlight.js';

describe('inFlight', () => {
  it('waits for the work under way, including a hook followed by its handler', async () => {
    const work = inFlight();
    const done: string[] = [];
    const hook = work.track(async () => {
      await sleep(20);
      done.push('hook');
    });
    const handler = work.track(async () => {
      await sleep(20);
      done.push('handler');
    });
    void hook().then(handler);
    await work.drained(1000);
    expect(done).toEqual(['hook', 'handler']);
  });

  it('gives up after its time limit', async () => {
    const work = inFlight();
    void work.track(() => sleep(500))();
    const start = Date.now();
    await work.drained(30);
    expect(Date.now() - start).toBeLessThan(300);
  });
});
