// Per-route HTML, made after the client build from the built index.html, Vite's manifest and the
// catalog: each page's own <title> (the one the app sets), meta description and canonical link,
// and <link rel="modulepreload"> for its page chunk and that chunk's static imports, so that they
// download beside the entry chunk instead of after it has run. The theme pre-paint script
// (public/theme.js) is inlined in every HTML file, allowed by its sha256 in the CSP (the server
// reads INLINE_SOURCES_FILE). The frame of each route (header, title, description; the page body's
// placeholder) is rendered into its <div id="root"> by React's server renderer
// (scripts/build/renderFrame.tsx, loaded through a Vite server in SSR mode) and hydrated by
// src/main.tsx. A route's HTML is painted before anything else loads: the rules its frame needs are
// inlined (scripts/build/criticalCss.ts), and the site's stylesheet, the entry script and the
// preloads wait in a <template> until public/start.js (inlined too) copies them into <head> at the
// first contentful paint.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { HOME_PATH, type Exercise } from '../../src/shared/catalog';
import { criticalCss } from './criticalCss';

/** Where the route files go, under the client build (not served as such: dot folders are not). */
export const ROUTES_DIR = '.vite/routes';
/** The CSP hashes of what is inlined, as JSON: { "scriptSrc": ["'sha256-...'"], "styleSrc": [...] }. */
export const INLINE_SOURCES_FILE = '.vite/inline-sources.json';
const SITE_NAME = 'Automation Playground';
const THEME_TAG = '<script src="/theme.js"></script>';
/** The tags that load the app: the entry script and every module preload. */
const APP_TAGS =
  /[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The route file of a canonical path: "/" is index.html, "/a/b" is a/b.html. */
export const routeFileOf = (path: string) =>
  `${ROUTES_DIR}/${path === '/' ? 'index' : path.slice(1)}.html`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title the app sets (src/app/useDocumentTitle.ts). */
export const documentTitle = (title: string) =>
  title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;

/** The manifest keys a chunk loads statically, itself first, each once. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/**
 * The files to preload for a route: the chunks the entry imports as it starts (src/main.tsx imports
 * the app, a chunk of its own, once React DOM has run) and, on an exercise, its page chunk and that
 * chunk's static imports; each once, minus what the entry itself loads.
 */
export function preloadsOf(manifest: Manifest, page?: string): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const wanted = new Set<string>();
  for (const key of entryKey ? (manifest[entryKey]!.dynamicImports ?? []) : []) {
    staticClosure(manifest, key, wanted);
  }
  if (page !== undefined) staticClosure(manifest, `src/pages/${page}/index.tsx`, wanted);
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/**
 * The stylesheets of the pages whose body the route's HTML holds (the catalog's `staticBody`) and
 * of what they import: their rules are inlined with the frames', so that such a body is styled
 * from the first paint, not once its chunk has brought them.
 */
export function staticBodyStylesheets(
  manifest: Manifest,
  exercises: readonly Exercise[],
): string[] {
  const keys = new Set<string>();
  for (const exercise of exercises) {
    if (exercise.staticBody) staticClosure(manifest, `src/pages/${exercise.page}/index.tsx`, keys);
  }
  const files = [...keys].flatMap((key) => manifest[key]!.css ?? []);
  return [...new Set(files)].map((file) => `/${file}`);
}

export const cspHashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A script of public/ as it is inlined: its whole-line comments stay in the file. */
export function inlineScript(name: string, source: string) {
  const script = source.replace(/^[ \t]*\/\/.*\n/gm, '').trim();
  if (/<\/script/i.test(script)) throw new Error(`${name} cannot be inlined as it is`);
  return { tag: `<script>${script}</script>`, hash: cspHashOf(script) };
}

/** The shell with the theme script inlined, and that script's CSP hash. */
export function inlineTheme(html: string, source: string) {
  if (!html.includes(THEME_TAG)) throw new Error(`index.html has no ${THEME_TAG} to inline`);
  const { tag, hash } = inlineScript('theme.js', source);
  return { html: html.replace(THEME_TAG, () => tag), hash };
}

/** The shell's stylesheets (their hrefs), which a route's HTML inlines. */
export const stylesheetsOf = (html: string) =>
  [...html.matchAll(STYLESHEET)].map(([, href]) => href!);

export interface PaintFirst {
  /** public/start.js inlined. */
  startTag: string;
  /** The rules the routes' frames need, inlined (scripts/build/criticalCss.ts). */
  criticalCss: string;
}

/**
 * A route's HTML made to paint before anything else loads: the rules of its frame inlined where
 * the shell linked its stylesheets (no request blocks the paint), and those stylesheets and the
 * app-loading tags moved into `<template id="app-scripts">`, which the start script copies into
 * <head> once the frame is painted (so that nothing downloads in competition with that paint).
 */
export function paintFirst(html: string, { startTag, criticalCss }: PaintFirst): string {
  const stylesheets = [...html.matchAll(STYLESHEET)].map(([tag]) => tag);
  const app = [...html.matchAll(APP_TAGS)].map(([tag]) => tag.trim());
  if (!app.some((tag) => tag.startsWith('<script'))) {
    throw new Error('index.html has no <script type="module"> to start the app with');
  }
  if (stylesheets.length === 0) throw new Error('index.html links no stylesheet');
  const critical = `<style>${inlineStyle(criticalCss).css}</style>`;
  const template = [...stylesheets, ...app].join('');
  return html
    .replace(STYLESHEET, (tag) => (tag === stylesheets[0] ? critical : ''))
    .replace(APP_TAGS, '')
    .replace(
      '</head>',
      () => `  <template id="app-scripts">${template}</template>\n    ${startTag}\n  </head>`,
    );
}

/** A stylesheet as it is inlined, and its CSP hash. */
function inlineStyle(css: string) {
  if (/<\/style/i.test(css)) throw new Error('The critical CSS cannot be inlined as it is');
  return { css, hash: cspHashOf(css) };
}

export interface RouteHead {
  title: string;
  description: string;
  canonical: string;
  preloads: string[];
  /** The server-rendered markup of `#root`; none leaves it empty (client-rendered). */
  root?: string;
}

const ROOT = '<div id="root"></div>';

/** One route's HTML: the shell with its head filled in. */
export function routeDocument(shell: string, head: RouteHead): string {
  const TITLE = /<title>[^<]*<\/title>/;
  const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  if (!TITLE.test(shell) || !DESCRIPTION.test(shell)) {
    throw new Error('index.html needs a <title> and a <meta name="description">');
  }
  const links = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.preloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('\n    ');
  if (head.root !== undefined && !shell.includes(ROOT)) {
    throw new Error(`index.html has no ${ROOT} to render into`);
  }
  return shell
    .replace(ROOT, () => `<div id="root">${head.root ?? ''}</div>`)
    .replace(TITLE, () => `<title>${escapeHtml(documentTitle(head.title))}</title>`)
    .replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `  ${links}\n  </head>`);
}

export interface Home {
  title: string;
  description: string;
  /** The site's public origin, for absolute canonical links (search engines ignore relative ones). */
  origin: string;
}

/**
 * PUBLIC_ORIGIN (build time): where the site is served, e.g. https://playground.example.org.
 * Defaults to what `npm start` serves.
 */
export function publicOrigin(value = process.env.PUBLIC_ORIGIN): string {
  if (value === undefined || value === '') return 'http://localhost:3000';
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(
      `PUBLIC_ORIGIN must be an http(s) origin such as https://example.org, not "${value}"`,
    );
  }
  return url.origin;
}

/** What the build inlines: public/theme.js, public/start.js and the frames' rules. */
export interface InlineSources {
  theme: string;
  start: string;
  /** The rules the routes' frames need (scripts/build/criticalCss.ts). */
  criticalCss: string;
}

/**
 * Every file to write under the client build: the shell, each route's HTML, the CSP hashes.
 * `render` gives each route's frame: home's with its full card list (what the first client render
 * shows without a `?q=`), each exercise's with its body's placeholder. The shell (the 404 page,
 * and any page inside an iframe) has no frame to paint first: it loads its stylesheet and the app
 * at once.
 */
export function routeFiles(
  shell: string,
  sources: InlineSources,
  manifest: Manifest,
  exercises: readonly Exercise[],
  home: Home,
  render: (path: string) => string,
): Map<string, string> {
  const theme = inlineTheme(shell, sources.theme);
  const start = inlineScript('start.js', sources.start);
  const route = (head: RouteHead) =>
    paintFirst(routeDocument(theme.html, head), {
      startTag: start.tag,
      criticalCss: sources.criticalCss,
    });
  const files = new Map<string, string>([['index.html', theme.html]]);
  files.set(
    routeFileOf(HOME_PATH),
    route({
      ...home,
      canonical: new URL(HOME_PATH, home.origin).href,
      preloads: preloadsOf(manifest),
      root: render(HOME_PATH),
    }),
  );
  for (const exercise of exercises) {
    files.set(
      routeFileOf(exercise.path),
      route({
        title: exercise.title,
        description: exercise.description,
        canonical: new URL(exercise.path, home.origin).href,
        preloads: preloadsOf(manifest, exercise.page),
        root: render(exercise.path),
      }),
    );
  }
  const hashes = {
    scriptSrc: [theme.hash, start.hash],
    styleSrc: [inlineStyle(sources.criticalCss).hash],
  };
  files.set(INLINE_SOURCES_FILE, `${JSON.stringify(hashes)}\n`);
  return files;
}

/**
 * scripts/build/renderFrame.tsx loaded in Node by a Vite server in SSR mode (the app's own config
 * and plugins: virtual modules, styles), closed once the routes are rendered.
 */
async function loadRenderFrame(root: string) {
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // As in the client build (vite.config.ts): React Router's production build, not its dev one.
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: join(root, 'node_modules/react-router/dist/production/index.mjs'),
        },
      ],
    },
  });
  try {
    const module = (await server.ssrLoadModule('/scripts/build/renderFrame.tsx')) as {
      renderFrame: (path: string) => Promise<string>;
    };
    return { renderFrame: module.renderFrame, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Writes the route files once the build (manifest included) is on disk. */
export function routeHtmlPlugin(exercises: readonly Exercise[], home: Home): Plugin {
  let outDir = 'dist/client';
  let root = process.cwd();
  return {
    name: 'route-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const [shell, theme, start, manifestJson] = await Promise.all([
        readFile(join(outDir, 'index.html'), 'utf8'),
        readFile(join(root, 'public/theme.js'), 'utf8'),
        readFile(join(root, 'public/start.js'), 'utf8'),
        readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
      ]);
      const manifest = JSON.parse(manifestJson) as Manifest;
      const stylesheets = await Promise.all(
        [...stylesheetsOf(shell), ...staticBodyStylesheets(manifest, exercises)].map((href) =>
          readFile(join(outDir, href), 'utf8'),
        ),
      );
      const render = await loadRenderFrame(root);
      let frames: Map<string, string>;
      try {
        const paths = [HOME_PATH, ...exercises.map((exercise) => exercise.path)];
        frames = new Map(
          await Promise.all(
            paths.map(async (path) => [path, await render.renderFrame(path)] as const),
          ),
        );
      } finally {
        await render.close();
      }
      const files = routeFiles(
        shell,
        {
          theme,
          start,
          criticalCss: await criticalCss(stylesheets.join(''), [...frames.values()]),
        },
        manifest,
        exercises,
        home,
        (path) => frames.get(path)!,
      );
      for (const [name, text] of files) {
        await mkdir(dirname(join(outDir, name)), { recursive: true });
        await writeFile(join(outDir, name), text);
      }
    },
  };
}
