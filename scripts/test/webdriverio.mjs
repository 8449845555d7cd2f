// `npm run test:webdriverio [spec files]`: the WebdriverIO reference solutions against the built
// site. Starts the real server on a free port (siteServer.mjs), runs `wdio` with BASE_URL pointing
// at it: every page's spec, then the shop's suite (its own config), or only the given spec files;
// stops the server and exits with the first failing run's code.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SHORT_DELAYS } from './shortDelays.mjs';
import { withSiteServer } from './siteServer.mjs';

const PAGES_CONFIG = 'solutions/webdriverio/wdio.conf.ts';
const SHOP_CONFIG = 'solutions/webdriverio/shop/wdio.conf.ts';
const files = process.argv.slice(2);
/** The runs: the given files under the config of their folder, or both configs whole. */
const runs =
  files.length === 0
    ? [
        { config: PAGES_CONFIG, specs: [] },
        { config: SHOP_CONFIG, specs: [] },
      ]
    : [
        { config: PAGES_CONFIG, specs: files.filter((file) => !file.includes('/shop/')) },
        { config: SHOP_CONFIG, specs: files.filter((file) => file.includes('/shop/')) },
      ].filter((run) => run.specs.length > 0);

const wdio = (baseUrl, { config, specs }) =>
  new Promise((done) => {
    const args = ['wdio', 'run', config, ...specs.flatMap((file) => ['--spec', resolve(file)])];
    console.log(`${args.join(' ')} against ${baseUrl}`);
    const child = spawn('npx', args, {
      // Four workers: the specs mostly wait (on the page, on timers), a third of a core for two.
      env: { WDIO_INSTANCES: '4', ...process.env, BASE_URL: baseUrl },
      stdio: 'inherit',
    });
    child.on('close', (exitCode) => done(exitCode ?? 1));
  });

const code = await withSiteServer(
  // As for Selenium: the /loadDelay solution times the spec's 5 s.
  { AJAX_DELAY_SECONDS: SHORT_DELAYS.AJAX_DELAY_SECONDS },
  async (baseUrl) => {
    const codes = [];
    for (const run of runs) codes.push(await wdio(baseUrl, run));
    return codes.find((code) => code !== 0) ?? 0;
  },
);
process.exit(code);
