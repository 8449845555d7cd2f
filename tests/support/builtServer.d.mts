import type { ChildProcess } from 'node:child_process';

export interface BuiltServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM, then the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

/** Starts dist/server as its own process and resolves once GET /healthz answers 200. */
export function startBuiltServer(options?: {
  port?: number;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'pipe' | 'ignore';
}): Promise<BuiltServer>;
