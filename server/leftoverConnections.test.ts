import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { endLeftoverConnectionsOnClose } from './leftoverConnections.js';

const opened: Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

async function listening() {
  const app = Fastify();
  endLeftoverConnectionsOnClose(app, 50);
  let answer: (() => void) | undefined;
  app.get('/slow', (_request, reply) => {
    answer = () => void reply.send({ ok: true });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const open = async () => {
    const socket = connect(port, '127.0.0.1');
    opened.push(socket);
    await once(socket, 'connect');
    return socket;
  };
  return { app, open, answer: () => answer?.() };
}

describe('closing with connections left open', () => {
  it('a connection that never sent a request is cut: the close ends at once, not at the headers timeout', async () => {
    const { app, open } = await listening();
    const silent = await open();
    // Without the cut, the close would wait for the headers timeout (a minute): past the test's.
    await app.close();
    if (!silent.closed) await once(silent, 'close');
    expect(silent.closed).toBe(true);
  });

  it('a request under way is answered, then its keep-alive connection ends with the close', async () => {
    const { app, open, answer } = await listening();
    const busy = await open();
    let response = '';
    busy.on('data', (chunk: Buffer) => (response += chunk.toString()));
    busy.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // The request has reached the handler: close, then answer after a few ticks.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer();
    await closed;
    if (!busy.closed) await once(busy, 'close');
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('{"ok":true}');
  });
});
