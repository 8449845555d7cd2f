// Reads the machine-readable reports the three runners write into the reports folder and prints
// what a maintainer looks at first: the slowest test files and tests of each runner, and every
// flaky test (passed only on its retry). `node scripts/test/reports.mjs` prints them again.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const TOP = 10;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

/** Every test of a Playwright JSON report: file, title, time of all its attempts, outcome. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        tests.push({
          file: spec.file,
          title: [...titles, spec.title].join(' › '),
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
          status: test.status,
        });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's own suite is titled by its path, which `file` already gives.
  for (const suite of report.suites) walk(suite, []);
  return tests;
}

/** Every test of a Vitest JSON report. */
function vitestTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: relative(process.cwd(), file.name),
      title: test.fullName,
      ms: test.duration ?? 0,
      status: test.status,
    })),
  );
}

/** Every test case of a pytest JUnit XML report. */
function pytestTests(xml) {
  return [...xml.matchAll(/<testcase classname="([^"]+)" name="([^"]+)"[^>]*time="([\d.]+)"/g)].map(
    ([, classname, name, time]) => ({
      file: `${classname.replace(/\./g, '/')}.py`,
      title: name,
      ms: Number(time) * 1000,
      status: 'expected',
    }),
  );
}

function printSlowest(runner, tests) {
  const byFile = new Map();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
  const total = tests.reduce((sum, test) => sum + test.ms, 0);
  console.log(`\n----- ${runner}: ${tests.length} tests, ${seconds(total)} of test time -----`);
  console.log(`Slowest files:`);
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
  console.log(`Slowest tests:`);
  for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, TOP))
    console.log(`  ${seconds(test.ms).padStart(8)}  ${test.file}: ${test.title}`);
}

export function reportSlowest(dir) {
  const playwright = readJson(join(dir, 'playwright.json'));
  const vitest = readJson(join(dir, 'vitest.json'));
  const junit = join(dir, 'selenium.xml');
  if (vitest) printSlowest('Vitest', vitestTests(vitest));
  if (existsSync(junit))
    printSlowest('Selenium (pytest)', pytestTests(readFileSync(junit, 'utf8')));
  if (playwright) {
    const tests = playwrightTests(playwright);
    printSlowest('Playwright', tests);
    const flaky = tests.filter((test) => test.status === 'flaky');
    console.log(`\nFlaky tests (passed only on their retry): ${flaky.length}`);
    for (const test of flaky) console.log(`  ${test.file}: ${test.title}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  reportSlowest(process.argv[2] ?? 'test-reports');
