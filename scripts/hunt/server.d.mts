// Types of server.mjs, for the TypeScript tests.

export interface ShopServer {
  url: string;
  port: number;
  pid: number;
  /** From spawning the process to its first 200 on /healthz. */
  startSeconds: number;
  /** SIGTERM to its process group (SIGKILL after a grace time); resolves once it has exited. */
  stop(): Promise<void>;
}

export function serverEnv(
  callerEnv: NodeJS.ProcessEnv,
  run: { port: number; shopBugs: string },
): NodeJS.ProcessEnv;

export function startShopServer(options: { root: string; shopBugs: string }): Promise<ShopServer>;
