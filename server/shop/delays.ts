import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/**
 * The slow user's deliberate delays (B17, B18). Each ends early when its client goes away or the
 * server closes (`endAll`), so a delay never holds a timer nor keeps a shutdown waiting.
 */
export function plantedDelays() {
  const closing = new AbortController();
  return {
    /** Waits `ms`; true when the client is still there to be answered. */
    async wait(reply: FastifyReply, ms: number): Promise<boolean> {
      if (ms <= 0 || closing.signal.aborted) return !reply.raw.destroyed;
      const gone = new AbortController();
      const onClose = () => gone.abort();
      reply.raw.once('close', onClose);
      try {
        await sleep(ms, undefined, { signal: AbortSignal.any([gone.signal, closing.signal]) });
      } catch {
        // Ended early: the client left (nobody to answer) or the server closes (answer now).
      } finally {
        reply.raw.off('close', onClose);
      }
      return !gone.signal.aborted;
    },
    endAll() {
      closing.abort();
    },
  };
}
export type PlantedDelays = ReturnType<typeof plantedDelays>;
