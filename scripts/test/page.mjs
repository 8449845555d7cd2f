// `npm run test:page -- <page>`: everything about one page folder (src/pages/<page>): its unit
// tests, its e2e spec and its routes' catalog-driven checks, and its three reference solutions,
// the browser suites side by side. Builds first only when a source file is newer than the build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIsStale } from './build.mjs';

const page = process.argv[2]?.replace(/^\/|\/$/g, '');
if (!page || !existsSync(`src/pages/${page}`)) {
  console.error('Usage: npm run test:page -- <page folder under src/pages>, e.g. counter');
  process.exit(2);
}

const run = (command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code) => resolve({ command: [command, ...args].join(' '), code, started }));
  }).then((result) => ({ ...result, seconds: (Date.now() - result.started) / 1000 }));

const results = [];
if (buildIsStale()) results.push(await run('npm', ['run', 'build']));
else console.log('The build is up to date.');

const { exercises, routedPaths } = await import('../../dist/server/src/shared/catalog.js');
const paths = exercises.filter((e) => e.page === page).flatMap(routedPaths);
const escaped = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const specs = [`tests/e2e/${page}.spec.ts`, `solutions/playwright/${page}.spec.ts`].filter(
  existsSync,
);

/** A page's solution file, or its folder of page objects and tests (the shop's suites). */
const orFolder = (file, specs = '') =>
  existsSync(file) ? file : `${file.slice(0, file.lastIndexOf('/'))}/${page}${specs}`;

if (results.every((r) => r.code === 0)) {
  results.push(await run('npx', ['vitest', 'run', `src/pages/${page}/`, '--passWithNoTests']));
  results.push(
    ...(await Promise.all([
      run('npx', [
        'playwright',
        'test',
        ...specs,
        'tests/e2e/catalog.spec.ts',
        // The catalog-driven checks of this page's routes only, beside its own specs.
        '--grep',
        `${page}\\.spec\\.ts|catalog route.*(${escaped.join('|')})\\b`,
      ]),
      run('node', ['scripts/test/selenium.mjs', orFolder(`solutions/selenium/test_${page}.py`)]),
      run('node', [
        'scripts/test/webdriverio.mjs',
        orFolder(`solutions/webdriverio/${page}.e2e.ts`, '/specs/*.e2e.ts'),
      ]),
    ])),
  );
}

console.log('\n===== test:page', page, '=====');
for (const r of results)
  console.log(
    `${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.seconds.toFixed(0).padStart(4)} s  ${r.command}`,
  );
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
