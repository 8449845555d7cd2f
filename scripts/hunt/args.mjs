// The command line of `npm run hunt` (SPEC-4 Part C), read without touching anything: the CLI
// turns an error here into the usage text and exit code 2.

export const USAGE = `Usage: npm run hunt -- [options] [--] <command> [args...]

Runs <command> once against the shop with no planted bug, then once per planted bug,
each time against its own fresh server of the built site, with BASE_URL set to it.
A bug is caught when the command exits non-zero.

Options:
  --bugs B01,B07   hunt only these bugs (default: every planted bug)
  --parallel n     runs at once (default 1)
  --timeout s      seconds a run may take before it is stopped (default 300)
  --report dir     folder for report.json and index.html (default hunt-report)
  --help           show this text

Examples:
  npm run hunt -- npx playwright test -c solutions/playwright shop
  npm run hunt -- --bugs B02,B07 --parallel 2 -- /usr/bin/python3 -m pytest -x solutions/selenium/shop`;

export const DEFAULTS = Object.freeze({
  parallel: 1,
  timeoutSeconds: 300,
  reportDir: 'hunt-report',
});

const OPTIONS = ['--bugs', '--parallel', '--timeout', '--report'];

/**
 * Splits the arguments after `npm run hunt --` into options and the command. Options come first;
 * the command starts at the first argument that is not an option, or after a `--`.
 *
 * @param {readonly string[]} argv
 * @returns {{ help: true } | { error: string } | { options: import('./args.d.mts').HuntOptions }}
 */
export function parseHuntArgs(argv) {
  const options = { bugs: undefined, ...DEFAULTS, command: [] };
  let index = 0;
  while (index < argv.length) {
    const arg = argv[index];
    if (arg === '--') {
      index += 1;
      break;
    }
    if (arg === '--help' || arg === '-h') return { help: true };
    if (!arg.startsWith('-')) break;

    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (!OPTIONS.includes(name)) return { error: `Unknown option ${name}.` };
    let value;
    if (equals === -1) {
      value = argv[index + 1];
      index += 2;
    } else {
      value = arg.slice(equals + 1);
      index += 1;
    }
    if (value === undefined || value === '' || (equals === -1 && value.startsWith('--'))) {
      return { error: `${name} needs a value.` };
    }

    if (name === '--bugs') {
      const bugs = parseBugList(value);
      if ('error' in bugs) return bugs;
      options.bugs = bugs.ids;
    } else if (name === '--parallel') {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        return { error: `--parallel must be a whole number above 0, not "${value}".` };
      }
      options.parallel = Number(value);
    } else if (name === '--timeout') {
      const seconds = Number(value);
      if (!/^\d*\.?\d+$/.test(value) || !(seconds > 0)) {
        return { error: `--timeout must be a number of seconds above 0, not "${value}".` };
      }
      options.timeoutSeconds = seconds;
    } else {
      options.reportDir = value;
    }
  }

  options.command = argv.slice(index);
  if (options.command.length === 0) return { error: 'Give the command that runs your tests.' };
  return { options };
}

/** "b01, B07" -> ["B01", "B07"]: upper case, trimmed, each once, in the order given. */
function parseBugList(value) {
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return { error: '--bugs needs at least one bug id, e.g. --bugs B01,B07.' };
  return { ids };
}

/**
 * The planted bugs a hunt runs, in the catalog's order: all of them, or those `requested` names.
 *
 * @template {{ id: string }} Bug
 * @param {readonly string[] | undefined} requested
 * @param {readonly Bug[]} catalog
 * @returns {{ bugs: Bug[] } | { error: string }}
 */
export function selectBugs(requested, catalog) {
  if (requested === undefined) return { bugs: [...catalog] };
  const known = new Set(catalog.map((bug) => bug.id));
  const unknown = requested.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const range = `${catalog[0]?.id ?? ''} to ${catalog.at(-1)?.id ?? ''}`;
    const noun = unknown.length === 1 ? 'bug id' : 'bug ids';
    return { error: `Unknown ${noun} ${unknown.join(', ')}: the planted bugs are ${range}.` };
  }
  return { bugs: catalog.filter((bug) => requested.includes(bug.id)) };
}
