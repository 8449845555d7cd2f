import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How often, while the app closes, the connections left with nothing to do are ended. */
const TICK_MS = 200;

/**
 * Node's `server.close()` waits for every connection to end, and ends only those idle at that
 * moment: a keep-alive connection whose answer goes out later stays open for its keep-alive
 * time, and a connection that has not sent a request yet is not idle to Node at all. Browsers
 * open such spare connections ahead of need; one opened as the server began to close kept the
 * process alive until its headers timed out, a minute later. While the app closes, each tick
 * ends the connections that have become idle, and cuts those silent since the last tick: none of
 * them has a request to answer.
 */
export function endLeftoverConnectionsOnClose(app: FastifyInstance, tickMs = TICK_MS) {
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const silentOnes = () => new Set([...connections].filter((socket) => socket.bytesRead === 0));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    let silentAtLastTick = silentOnes();
    timer = setInterval(() => {
      app.server.closeIdleConnections();
      for (const socket of silentAtLastTick) if (socket.bytesRead === 0) socket.destroy();
      silentAtLastTick = silentOnes();
    }, tickMs);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
}
