// Prints, for home and every catalog route, the gzip bytes of JS and CSS that a first visit
// loads (entry chunk, the chunks it starts the app with, the page's lazy chunk, and every chunk
// they import statically), and fails
// when a route is over its budget; then the size of every media and sample file, against its own
// budget. Run after `npm run build`. 1 KB = 1000 bytes.
// The bytes counted are those the server sends a gzip client: the precompressed .gz file, or the
// file itself when it is too small to be worth compressing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { exercises } from '../../dist/server/src/shared/catalog.js';

const HOME_JS_BUDGET_KB = 100;
// Home's card icons: one SVG sprite, loaded beside the JS (not counted in it). It grows by about
// 0.15 KB a card: 15.1 KB with 106 cards, 17.2 KB with the 116 of SPEC-4.
const CARD_ICONS_BUDGET_KB = 18;
const PAGE_JS_BUDGET_KB = 110;
const CSS_BUDGET_KB = 35;
// Media and sample files load only on the page that uses them; each file has its own budget.
const MEDIA_DIRS = ['media', 'samples'];
const MEDIA_BUDGET_KB = { '.mp3': 150, '.mp4': 1000, '.webm': 1000 };
const OTHER_MEDIA_BUDGET_KB = 500;

const clientDir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) => {
  const path = join(clientDir, file);
  return statSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).size;
};

/** Files loaded by these manifest entries and everything they import statically. */
function loadedFiles(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => (bytes / 1000).toFixed(1);

// The entry starts the app by importing it, a chunk of its own (src/main.tsx): every route loads it.
const START_KEYS = ['index.html', ...(manifest['index.html'].dynamicImports ?? [])];
const routes = [
  { path: '/', keys: START_KEYS, jsBudgetKb: HOME_JS_BUDGET_KB },
  ...exercises.map((e) => ({
    path: e.path,
    keys: [...START_KEYS, `src/pages/${e.page}/index.tsx`],
    jsBudgetKb: e.jsBudgetKb ?? PAGE_JS_BUDGET_KB,
  })),
];

const failures = [];
console.log('route'.padEnd(40), 'JS gzip KB'.padStart(12), 'budget', 'CSS gzip KB'.padStart(12));
for (const route of routes) {
  const files = loadedFiles(route.keys);
  const js = sum(files.js);
  const css = sum(files.css);
  const over = [];
  if (js > route.jsBudgetKb * 1000) over.push(`JS ${kb(js)} KB > ${route.jsBudgetKb} KB`);
  if (css > CSS_BUDGET_KB * 1000) over.push(`CSS ${kb(css)} KB > ${CSS_BUDGET_KB} KB`);
  if (over.length) failures.push(`${route.path}: ${over.join(', ')}`);
  console.log(
    route.path.padEnd(40),
    kb(js).padStart(12),
    String(route.jsBudgetKb).padStart(6),
    kb(css).padStart(12),
    over.length ? ' OVER' : '',
  );
}
// "How to automate this page" loads only when opened: its tabs (what the entry has not loaded
// already) and the page's largest solution files (the largest of each of the three kinds). Since
// SPEC-4 that is the Practice Shop's suites, whose Playwright spec file holds 24 test cases: 42.7 KB
// with the WebdriverIO suite's largest file (a single page's three files are far smaller).
const SECTION_JS_BUDGET_KB = 44;
const firstLoad = loadedFiles(START_KEYS);
const notFirstLoaded = (files) =>
  files.filter((file) => !firstLoad.js.includes(file) && !firstLoad.css.includes(file));
const tabs = loadedFiles(['src/app/solutions/SolutionTabs.tsx']);
const largestSolution = (kind) =>
  Math.max(
    0,
    ...Object.entries(manifest)
      .filter(([key]) => key.startsWith(`solutions/${kind}/`) && key.endsWith('?solution'))
      .map(([, chunk]) => gzipSize(chunk.file)),
  );
const sectionJs =
  sum(notFirstLoaded(tabs.js)) +
  largestSolution('playwright') +
  largestSolution('selenium') +
  largestSolution('webdriverio');
const sectionOver = sectionJs > SECTION_JS_BUDGET_KB * 1000;
if (sectionOver)
  failures.push(`solutions section: JS ${kb(sectionJs)} KB > ${SECTION_JS_BUDGET_KB} KB`);
console.log(
  '\nsolutions section (on opening)'.padEnd(41),
  kb(sectionJs).padStart(12),
  String(SECTION_JS_BUDGET_KB).padStart(6),
  kb(sum(notFirstLoaded(tabs.css))).padStart(12),
  sectionOver ? ' OVER' : '',
);
const cardIcons = readdirSync(join(clientDir, 'assets')).find((name) =>
  /^icons-cards-.+\.svg$/.test(name),
);
if (!cardIcons) throw new Error('No card icon sprite (assets/icons-cards-*.svg) in the build');
const cardIconsBytes = gzipSize(join('assets', cardIcons));
const cardIconsOver = cardIconsBytes > CARD_ICONS_BUDGET_KB * 1000;
if (cardIconsOver)
  failures.push(`home card icons: ${kb(cardIconsBytes)} KB > ${CARD_ICONS_BUDGET_KB} KB`);
console.log(
  'home card icons (SVG sprite, gzip)'.padEnd(40),
  kb(cardIconsBytes).padStart(12),
  String(CARD_ICONS_BUDGET_KB).padStart(6),
  cardIconsOver ? ' OVER' : '',
);

console.log(`\n${'media file'.padEnd(40)} ${'KB'.padStart(12)} budget`);
for (const dir of MEDIA_DIRS) {
  for (const name of readdirSync(join(clientDir, dir)).sort()) {
    const bytes = statSync(join(clientDir, dir, name)).size;
    const budgetKb = MEDIA_BUDGET_KB[name.slice(name.lastIndexOf('.'))] ?? OTHER_MEDIA_BUDGET_KB;
    const over = bytes > budgetKb * 1000;
    if (over) failures.push(`/${dir}/${name}: ${kb(bytes)} KB > ${budgetKb} KB`);
    console.log(
      `/${dir}/${name}`.padEnd(40),
      kb(bytes).padStart(12),
      String(budgetKb).padStart(6),
      over ? ' OVER' : '',
    );
  }
}
if (failures.length) {
  console.error(`\nOver budget:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(
  `\nAll ${routes.length} routes and media files within budget (CSS budget ${CSS_BUDGET_KB} KB).`,
);
