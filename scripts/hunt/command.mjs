// One run of the tester's command against one server: its own process group, its output kept
// apart (runs at once never mix), stopped with its whole group at the time limit.
import { once } from 'node:events';
import { signalGroup, spawnGroup } from './processes.mjs';

/** The end of the output kept in memory: far more than the lines a report shows. */
const OUTPUT_TAIL_CHARS = 256 * 1024;
/** After SIGTERM at the time limit, how long the command may take to stop before SIGKILL. */
const STOP_GRACE_MS = 5_000;
/** How long to wait for the output pipes once the command's group is gone. */
const PIPE_CLOSE_MS = 1_000;

/**
 * Runs `command` in `cwd` with `env`, its output captured. `exitCode` is null when a signal ended
 * it, and 127 when it could not be started at all (the error is then the output's last line).
 *
 * @param {{ command: readonly string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number }} run
 * @returns {Promise<{ exitCode: number | null, timedOut: boolean, seconds: number, output: string }>}
 */
export async function runCommand({ command, cwd, env, timeoutMs }) {
  const started = performance.now();
  const [file, ...args] = command;
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 2 * OUTPUT_TAIL_CHARS) output = output.slice(-OUTPUT_TAIL_CHARS);
  };
  const child = spawnGroup(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);

  let timedOut = false;
  let killer;
  const limit = setTimeout(() => {
    timedOut = true;
    signalGroup(child.pid, 'SIGTERM');
    killer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS);
  }, timeoutMs);

  // (events.once rejects with the 'error' of a command that could not be started.)
  const ended = await once(child, 'exit').then(
    ([code]) => ({ exitCode: code, error: undefined }),
    (error) => ({ exitCode: 127, error }),
  );
  clearTimeout(limit);
  clearTimeout(killer);
  const seconds = (performance.now() - started) / 1000;

  if (child.pid !== undefined) {
    // Whatever the command left running in its group (a browser, a helper server) goes with it.
    signalGroup(child.pid, 'SIGKILL');
    await Promise.race([
      once(child, 'close'),
      new Promise((resolve) => setTimeout(resolve, PIPE_CLOSE_MS)),
    ]);
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
  if (ended.error) keep(`\nCould not start ${file}: ${ended.error.message}\n`);
  return {
    exitCode: timedOut ? null : ended.exitCode,
    timedOut,
    seconds,
    output: output.slice(-OUTPUT_TAIL_CHARS),
  };
}
