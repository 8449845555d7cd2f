import { describe, expect, it } from 'vitest';
import { DEFAULTS, parseHuntArgs, selectBugs } from './args.mjs';

const CATALOG = [{ id: 'B01' }, { id: 'B02' }, { id: 'B07' }, { id: 'B25' }];

function optionsOf(argv: string[]) {
  const parsed = parseHuntArgs(argv);
  if (!('options' in parsed)) throw new Error(`expected options, got ${JSON.stringify(parsed)}`);
  return parsed.options;
}

const errorOf = (argv: string[]) => {
  const parsed = parseHuntArgs(argv);
  return 'error' in parsed ? parsed.error : undefined;
};

describe('parseHuntArgs', () => {
  it('takes everything from the first non-option as the command, with the defaults', () => {
    expect(optionsOf(['npx', 'playwright', 'test', '-c', 'solutions/playwright', 'shop'])).toEqual({
      bugs: undefined,
      ...DEFAULTS,
      command: ['npx', 'playwright', 'test', '-c', 'solutions/playwright', 'shop'],
    });
    expect(DEFAULTS).toEqual({ parallel: 1, timeoutSeconds: 300, reportDir: 'hunt-report' });
  });

  it('reads every option, spaced or with =, and the command after --', () => {
    expect(
      optionsOf([
        '--bugs',
        'b01, B07,B01',
        '--parallel=2',
        '--timeout',
        '90.5',
        '--report=out/hunt',
        '--',
        '-weird-command',
        '--bugs',
        'x',
      ]),
    ).toEqual({
      bugs: ['B01', 'B07'],
      parallel: 2,
      timeoutSeconds: 90.5,
      reportDir: 'out/hunt',
      command: ['-weird-command', '--bugs', 'x'],
    });
  });

  it('leaves the options of the command to the command', () => {
    expect(optionsOf(['pytest', '-x', '--timeout', '5']).command).toEqual([
      'pytest',
      '-x',
      '--timeout',
      '5',
    ]);
  });

  it('asks for help with --help or -h', () => {
    expect(parseHuntArgs(['--help'])).toEqual({ help: true });
    expect(parseHuntArgs(['-h', 'npx'])).toEqual({ help: true });
  });

  it.each([
    [[], 'Give the command that runs your tests.'],
    [['--bugs', 'B01'], 'Give the command that runs your tests.'],
    [['--'], 'Give the command that runs your tests.'],
    [['--parallel', '0', 'npx'], '--parallel must be a whole number above 0, not "0".'],
    [['--parallel', '-2', 'npx'], '--parallel must be a whole number above 0, not "-2".'],
    [['--parallel', '1.5', 'npx'], '--parallel must be a whole number above 0, not "1.5".'],
    [['--parallel', 'two', 'npx'], '--parallel must be a whole number above 0, not "two".'],
    [['--timeout', '0', 'npx'], '--timeout must be a number of seconds above 0, not "0".'],
    [['--timeout=-5', 'npx'], '--timeout must be a number of seconds above 0, not "-5".'],
    [['--timeout', '1e3', 'npx'], '--timeout must be a number of seconds above 0, not "1e3".'],
    [['--bugs', ' , ', 'npx'], '--bugs needs at least one bug id, e.g. --bugs B01,B07.'],
    [['--bugs'], '--bugs needs a value.'],
    [['--report=', 'npx'], '--report needs a value.'],
    [['--timeout', '--', 'npx'], '--timeout needs a value.'],
    [['--verbose', 'npx'], 'Unknown option --verbose.'],
    [['-x', 'npx'], 'Unknown option -x.'],
  ])('refuses %j: %s', (argv, message) => {
    expect(errorOf(argv)).toBe(message);
  });
});

describe('selectBugs', () => {
  it('hunts every bug of the catalog by default', () => {
    expect(selectBugs(undefined, CATALOG)).toEqual({ bugs: CATALOG });
  });

  it("hunts the named bugs in the catalog's order", () => {
    expect(selectBugs(['B07', 'B01'], CATALOG)).toEqual({ bugs: [{ id: 'B01' }, { id: 'B07' }] });
  });

  it('names the unknown ids and the range of the known ones', () => {
    expect(selectBugs(['B01', 'B26'], CATALOG)).toEqual({
      error: 'Unknown bug id B26: the planted bugs are B01 to B25.',
    });
    expect(selectBugs(['X1', 'B00'], CATALOG)).toEqual({
      error: 'Unknown bug ids X1, B00: the planted bugs are B01 to B25.',
    });
  });
});
