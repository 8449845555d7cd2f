// How to run `npm run hunt` (SPEC-4, Part C; docs/hunt.md), as page 74 shows it.

export const HUNT_EXAMPLES = [
  {
    framework: 'Playwright',
    command: 'npm run hunt -- npx playwright test -c solutions/playwright shop',
    note: "runs the Practice Shop's Playwright reference suite; put your own config and folder in its place.",
  },
  {
    framework: 'pytest (Selenium)',
    command: 'npm run hunt -- /usr/bin/python3 -m pytest -x solutions/selenium/shop',
    note: 'runs the Selenium reference suite; -x stops each run at its first failure, which is enough to catch the bug and makes the hunt faster.',
  },
] as const;

export const HUNT_OPTIONS = [
  ['--bugs B01,B07', 'hunt only these bugs (default: all 25)'],
  ['--parallel n', 'runs at once, each with its own server (default 1; mind your cores)'],
  ['--timeout s', 'seconds a run may take before it counts as "timed out" (default 300)'],
  ['--report dir', 'where report.json and index.html go (default hunt-report)'],
] as const;
