// Starts a throwaway redis-server (no persistence) on a loopback port, for the tests and the
// benchmark. Fails loudly when redis-server is not installed: the Redis checks must not skip.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './freePort.mjs';

function requireRedisServer() {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'redis-server is not installed: the Redis store tests need it (apt-get install redis-server, or run .ci/run)',
    );
  }
}

/** `port`: a given one (to start Redis again where it was), else a free one. */
export async function startRedis({ port } = {}) {
  requireRedisServer();
  const listenOn = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${listenOn}`,
    port: listenOn,
    /** Freezes the process (SIGSTOP): connections stay open but nothing answers. */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
