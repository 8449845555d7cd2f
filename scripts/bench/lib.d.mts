// Types of what the TypeScript tests use from lib.mjs.

export interface BuiltServer {
  url: string;
  pid: number;
  /** The server's standard output so far, when started with `captureOutput`. */
  output(): string;
  /** Sends SIGTERM; resolves with the exit code once the process has exited. */
  stop(): Promise<number | null>;
}

/** Starts the built server (`dist/server/server/main.js`) on a free loopback port. */
export function startServer(
  env?: Record<string, string>,
  options?: { captureOutput?: boolean },
): Promise<BuiltServer>;
