import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CHAT_SOCKET_PATH, CLOSE_GOING_AWAY } from '../../src/shared/chat.js';
import { HttpError, tooManyRequests } from '../errors.js';
import type { Store } from '../store/store.js';
import type { ChatConfig } from './config.js';
import { serveChat } from './connection.js';
import { MESSAGES } from './messages.js';
import { chatSocketSchema } from './schemas.js';

/** An open socket's slot lasts this long unless refreshed: a crashed instance's slots free themselves. */
const SLOT_TTL_MS = 60_000;
const SLOT_REFRESH_MS = SLOT_TTL_MS / 3;
// A refresh takes the slot again whatever the count: the socket already holds it.
const NO_CAP = Number.MAX_SAFE_INTEGER;

export interface ChatOptions {
  config: ChatConfig;
  store: Store;
}

/** A missing Origin (no browser) is not foreign; one naming another host is. */
function isForeign(request: FastifyRequest) {
  const { origin } = request.headers;
  if (origin === undefined) return false;
  return !URL.canParse(origin) || new URL(origin).host !== request.host;
}

const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * GET /api/chat/socket (SPEC-3 page 60). The upgrade is checked like any request (Origin, then
 * openings and open sockets per client IP in the shared store), answering JSON errors before
 * it happens; each upgrade that gets through holds a slot in the store until its connection
 * closes, whether it became an open socket or its handshake failed.
 */
export const chatApi: FastifyPluginAsyncTypebox<ChatOptions> = async (app, { config, store }) => {
  // Keyed by the TCP connection, not the WebSocket: a handshake that fails after the slot was taken
  // (the client gone, a request ws refuses) never makes a WebSocket, but its connection closes.
  const slots = new Map<Socket, { key: string; member: string }>();
  const releases = new Set<Promise<void>>();

  const release = (connection: Socket) => {
    const slot = slots.get(connection);
    if (!slot) return;
    slots.delete(connection);
    // With the store out of reach the slot frees itself when its TTL ends.
    const done = store
      .releaseSlot(slot.key, slot.member)
      .catch((error: unknown) => app.log.warn(error, 'could not free a chat slot'))
      .finally(() => releases.delete(done));
    releases.add(done);
  };

  const refresher = setInterval(() => {
    for (const { key, member } of slots.values()) {
      store
        .acquireSlot(key, member, NO_CAP, SLOT_TTL_MS)
        .catch((error: unknown) => app.log.warn(error, 'could not keep a chat slot'));
    }
  }, SLOT_REFRESH_MS);
  refresher.unref();

  /** Shutdown: every socket gets a 1001 close; those not closed within the grace are cut. */
  async function closeAll() {
    clearInterval(refresher);
    const sockets = [...app.websocketServer.clients];
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const cut = setTimeout(() => socket.terminate(), config.closeGraceMs);
            socket.once('close', () => {
              clearTimeout(cut);
              resolve();
            });
            socket.close(CLOSE_GOING_AWAY, MESSAGES.shuttingDown);
          }),
      ),
    );
    await Promise.all(releases);
  }

  await app.register(websocket, {
    options: { maxPayload: config.maxFrameBytes },
    preClose: (done) => {
      void closeAll().then(() => app.websocketServer.close(() => done()));
    },
    // ws has already closed the socket with its code (1009 for a frame too large): only a fault
    // of ours leaves it open, and is cut.
    errorHandler: (error, socket, request) => {
      if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) return;
      request.log.error(error);
      socket.terminate();
    },
  });

  app.route({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    schema: chatSocketSchema,
    preHandler: async (request) => {
      if (!request.ws) return;
      if (isForeign(request)) throw new HttpError(403, MESSAGES.crossOrigin);
      const openings = await store.incr(
        `chat:openings:${request.ip}`,
        config.openingsWindowSeconds * 1000,
      );
      if (openings.count > config.openingsPerWindow) {
        throw tooManyRequests(retryAfterSeconds(openings.ttlMs), MESSAGES.tooMany);
      }
      const member = randomUUID();
      const key = `chat:open:${request.ip}`;
      const slot = await store.acquireSlot(key, member, config.maxOpenPerClient, SLOT_TTL_MS);
      if (!slot.acquired) {
        throw tooManyRequests(retryAfterSeconds(slot.retryAfterMs), MESSAGES.tooMany);
      }
      const connection = request.raw.socket;
      slots.set(connection, { key, member });
      // The client may have gone while the store answered.
      if (connection.closed) release(connection);
      else connection.once('close', () => release(connection));
    },
    handler: async (_request, reply) => {
      void reply.code(426).header('Upgrade', 'websocket');
      return { message: MESSAGES.upgradeRequired };
    },
    wsHandler: (socket) => serveChat(socket, config),
  });
};
