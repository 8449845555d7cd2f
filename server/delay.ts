import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/**
 * Waits `ms` before a deliberately slow answer, or less when the client goes away first: its
 * timer is cleared at once, so an abandoned request holds nothing. True when the whole delay
 * passed with the client still there.
 */
export async function delayWhileConnected(reply: FastifyReply, ms: number): Promise<boolean> {
  if (reply.raw.destroyed) return false;
  const gone = new AbortController();
  const onClose = () => gone.abort();
  reply.raw.once('close', onClose);
  try {
    await sleep(ms, undefined, { signal: gone.signal });
    return true;
  } catch {
    return false;
  } finally {
    reply.raw.off('close', onClose);
  }
}
