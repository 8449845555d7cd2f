// Everything the hunt starts runs in a process group of its own (a test command's browsers and
// helpers included), so that one signal to the group stops all of it: at the end of a run, at its
// time limit, and on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** Process groups started and not yet known to be gone, by their leader's pid. */
const liveGroups = new Map();
/** Set once the hunt is stopping: nothing new starts after that. */
let stopping = false;

/**
 * `spawn` in a new process group, remembered until its leader exits.
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function spawnGroup(command, args, options) {
  if (stopping) throw new Error('The hunt is stopping.');
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid !== undefined) {
    const pid = child.pid;
    const exited = once(child, 'exit').catch(() => undefined);
    liveGroups.set(pid, exited);
    exited.then(() => liveGroups.delete(pid));
  }
  return child;
}

/** Sends `signal` to every process of the group; a group already gone is no error. */
export function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/**
 * Asks every group still running to stop (SIGTERM), then kills what is left after `graceMs`.
 * Resolves once every group leader has exited.
 */
export async function stopAllGroups(graceMs) {
  stopping = true;
  const pids = [...liveGroups.keys()];
  for (const pid of pids) signalGroup(pid, 'SIGTERM');
  const killer = setTimeout(() => {
    for (const pid of pids) signalGroup(pid, 'SIGKILL');
  }, graceMs);
  await Promise.all(liveGroups.values());
  clearTimeout(killer);
  // Helpers left behind by a leader that has exited.
  for (const pid of pids) signalGroup(pid, 'SIGKILL');
}

/** On any exit, even a crash: nothing the hunt started outlives it. */
export function killAllGroupsNow() {
  for (const pid of liveGroups.keys()) signalGroup(pid, 'SIGKILL');
}
