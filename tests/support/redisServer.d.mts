/** A throwaway redis-server on a free loopback port; throws when redis-server is not installed. */
export function startRedis(): Promise<{ url: string; stop(): Promise<void> }>;
