import { useEffect, useState } from 'react';

/** The wait pages' countdown: 5 seconds, one tick a second. */
export const COUNTDOWN_SECONDS = 5;
const TICK_MS = 1000;

/** Seconds left of a countdown that starts at `from` on mount and ticks once a second to 0. */
export function useCountdown(from: number): number {
  const [remaining, setRemaining] = useState(from);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((n) => n - 1), TICK_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [remaining]);
  return remaining;
}
