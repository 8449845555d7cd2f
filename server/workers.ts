import cluster, { type Worker } from 'node:cluster';
import process from 'node:process';

/** What the primary says of its workers, as one line of the log each. */
export interface WorkersLog {
  info(message: string): void;
  error(message: string): void;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * The primary process of WORKERS > 1: forks `count` workers, each a whole server on the same
 * port (Node's cluster hands them the connections in turn), and serves no request itself.
 * - A worker that dies after it has listened is replaced, so the site keeps its capacity.
 * - A worker that dies before it ever listened (a missing build, a port in use) would only die
 *   again: the primary stops the others and exits 1.
 * - SIGTERM or SIGINT is passed on to every worker, which finishes its requests under way
 *   (main.ts); the primary exits once all are gone, 0 if each exited 0.
 */
export function runWorkers(count: number, log: WorkersLog): void {
  const alive = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;

  const stopAll = () => {
    stopping = true;
    for (const worker of alive) worker.process.kill('SIGTERM');
  };
  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.once('listening', () => listened.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (code !== 0) failed = true;
    } else if (listened.has(worker)) {
      log.error(`worker ${worker.process.pid} exited (${how}); starting another`);
      fork();
    } else {
      log.error(`worker ${worker.process.pid} exited (${how}) before listening; stopping`);
      failed = true;
      stopAll();
    }
    if (stopping && alive.size === 0) process.exit(failed ? 1 : 0);
  });
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      log.info(`${signal} received, stopping ${alive.size} workers`);
      stopAll();
    });
  }
  for (let i = 0; i < count; i++) fork();
}
