import { setTimeout as sleep } from 'node:timers/promises';

/** Counts the handlers under way, so that closing can wait for them before the store goes. */
export function inFlight() {
  let running = 0;
  return {
    track<A extends unknown[], R>(work: (...args: A) => Promise<R>) {
      return async (...args: A): Promise<R> => {
        running++;
        try {
          return await work(...args);
        } finally {
          running--;
        }
      };
    },
    /** Resolves when nothing runs any more (polled, so that the step from hook to handler counts), or after maxMs. */
    async drained(maxMs: number) {
      const until = Date.now() + maxMs;
      while (running > 0 && Date.now() < until) await sleep(5);
    },
  };
}

export type InFlight = ReturnType<typeof inFlight>;
