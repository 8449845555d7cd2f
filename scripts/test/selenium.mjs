// `npm run test:selenium [pytest args]`: the Selenium reference solutions against the built site.
// Starts the real server on a free port (siteServer.mjs), runs pytest over solutions/selenium (or the given
// paths) with BASE_URL pointing at it, stops the server and exits with pytest's code.
import { spawnSync } from 'node:child_process';
import { SHORT_DELAYS } from './shortDelays.mjs';
import { withSiteServer } from './siteServer.mjs';

const workers = process.env.SELENIUM_WORKERS ?? '2';

const canImport = (python, modules) =>
  spawnSync(python, ['-c', `import ${modules}`], { stdio: 'ignore' }).status === 0;

// Debian's python3-selenium lives in /usr/bin/python3; elsewhere, the python3 on PATH.
const python = canImport('/usr/bin/python3', 'selenium, pytest') ? '/usr/bin/python3' : 'python3';
if (!canImport(python, 'selenium, pytest')) {
  console.error(
    `${python} lacks selenium or pytest: apt-get install python3-selenium python3-pytest`,
  );
  process.exit(1);
}
// pytest-xdist (python3-pytest-xdist) runs the tests on several browsers at once.
const parallel = workers !== '1' && canImport(python, 'xdist') ? ['-n', workers] : [];

// The /loadDelay solution times the spec's 5 s; /ajaxData's waits for its label either way.
const settings = { AJAX_DELAY_SECONDS: SHORT_DELAYS.AJAX_DELAY_SECONDS };
const targets = process.argv.length > 2 ? process.argv.slice(2) : ['solutions/selenium'];
// `npm test` asks for a JUnit report too, for its slowest-tests summary.
const report = process.env.TEST_REPORTS
  ? [`--junitxml=${process.env.TEST_REPORTS}/selenium.xml`]
  : [];

const code = await withSiteServer(settings, (baseUrl) => {
  console.log(`pytest ${[...parallel, ...targets].join(' ')} against ${baseUrl} (${python})`);
  const pytest = spawnSync(
    python,
    ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', ...parallel, ...report, ...targets],
    {
      // No .pytest_cache or __pycache__ left in the solutions folder.
      env: { ...process.env, BASE_URL: baseUrl, PYTHONDONTWRITEBYTECODE: '1' },
      stdio: 'inherit',
    },
  );
  return pytest.status ?? 1;
});
process.exit(code);
