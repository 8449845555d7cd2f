export interface RedisServer {
  url: string;
  port: number;
  /** Freezes the process (SIGSTOP): connections stay open but nothing answers. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** A throwaway redis-server on `port` or a free loopback port; throws when redis-server is not installed. */
export function startRedis(options?: { port?: number }): Promise<RedisServer>;
