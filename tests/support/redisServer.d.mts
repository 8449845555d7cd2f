export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A throwaway redis-server on `port` or a free loopback port; throws when redis-server is not installed. */
export function startRedis(options?: { port?: number }): Promise<RedisServer>;
