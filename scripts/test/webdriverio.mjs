// `npm run test:webdriverio [spec files]`: the WebdriverIO reference solutions against the built
// site. Starts the real server on a free port (siteServer.mjs), runs `wdio` over
// solutions/webdriverio (or the given spec files) with BASE_URL pointing at it, stops the server
// and exits with wdio's code.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SHORT_DELAYS } from './shortDelays.mjs';
import { withSiteServer } from './siteServer.mjs';

const CONFIG = 'solutions/webdriverio/wdio.conf.ts';
const specs = process.argv.slice(2).flatMap((file) => ['--spec', resolve(file)]);

const code = await withSiteServer(
  // As for Selenium: the /loadDelay solution times the spec's 5 s.
  { AJAX_DELAY_SECONDS: SHORT_DELAYS.AJAX_DELAY_SECONDS },
  (baseUrl) =>
    new Promise((done) => {
      console.log(`wdio run ${CONFIG} ${specs.join(' ')} against ${baseUrl}`);
      const wdio = spawn('npx', ['wdio', 'run', CONFIG, ...specs], {
        env: { ...process.env, BASE_URL: baseUrl },
        stdio: 'inherit',
      });
      wdio.on('close', (exitCode) => done(exitCode ?? 1));
    }),
);
process.exit(code);
