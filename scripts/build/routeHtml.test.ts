import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../src/shared/catalog';
import {
  INLINE_SOURCES_FILE,
  preloadsOf,
  routeDocument,
  routeFileOf,
  publicOrigin,
  routeFiles,
  staticBodyStylesheets,
  type Manifest,
} from './routeHtml';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Generic."
    />
    <script src="/theme.js"></script>
    <title>Automation Playground</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;
const THEME_SOURCE =
  '// Before first paint.\n(function () { document.documentElement.dataset.x = "1"; })();\n';
const THEME = '(function () { document.documentElement.dataset.x = "1"; })();';
const START_SOURCE = '// After first paint.\n(function () { start(); })();\n';
const START = '(function () { start(); })();';
const CSS = 'body{margin:0}';
const SOURCES = {
  theme: THEME_SOURCE,
  start: START_SOURCE,
  criticalCss: CSS,
};
const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_react-R1.js'],
    dynamicImports: ['_client-C1.js', 'src/app/App.tsx'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_client-C1.js': { file: 'assets/client-C1.js', imports: ['_react-R1.js'] },
  'src/app/App.tsx': { file: 'assets/App-A1.js', imports: ['_react-R1.js', '_client-C1.js'] },
  '_Field-F1.js': { file: 'assets/Field-F1.js', imports: ['index.html', '_react-R1.js'] },
  '_mask-M1.js': { file: 'assets/mask-M1.js' },
  'src/pages/form/index.tsx': {
    file: 'assets/form-P1.js',
    src: 'src/pages/form/index.tsx',
    imports: ['index.html', '_Field-F1.js'],
  },
  '_deep-D1.js': { file: 'assets/deep-D1.js', imports: ['_mask-M1.js'] },
  'src/pages/counter/index.tsx': { file: 'assets/counter-C1.js', imports: ['_deep-D1.js'] },
};

const exercise = (over: Partial<Exercise>): Exercise => ({
  path: '/form',
  page: 'form',
  category: 'Forms & inputs',
  title: 'Form',
  description: 'Fill in the form.',
  icon: 'x',
  ...over,
});

describe('preloadsOf', () => {
  const START = ['/assets/client-C1.js', '/assets/App-A1.js'];

  it('lists the chunks the entry starts with, then the page chunk and its static imports, deep ones too, each once and minus what the entry loads', () => {
    expect(preloadsOf(MANIFEST, 'form')).toEqual([
      ...START,
      '/assets/form-P1.js',
      '/assets/Field-F1.js',
    ]);
    expect(preloadsOf(MANIFEST, 'counter')).toEqual([
      ...START,
      '/assets/counter-C1.js',
      '/assets/deep-D1.js',
      '/assets/mask-M1.js',
    ]);
  });

  it('lists only the start chunks for home, or for a page the build has no chunk for', () => {
    expect(preloadsOf(MANIFEST)).toEqual(START);
    expect(preloadsOf(MANIFEST, 'nothing')).toEqual(START);
  });
});

describe('staticBodyStylesheets', () => {
  const styled: Manifest = {
    ...MANIFEST,
    '_mask-M1.js': { file: 'assets/mask-M1.js', css: ['assets/mask-S2.css'] },
    'src/pages/counter/index.tsx': {
      file: 'assets/counter-C1.js',
      imports: ['_deep-D1.js'],
      css: ['assets/counter-S3.css', 'assets/mask-S2.css'],
    },
    'src/pages/form/index.tsx': {
      ...MANIFEST['src/pages/form/index.tsx']!,
      css: ['assets/form-S4.css'],
    },
  };

  it("lists the stylesheets of the static bodies' chunks and of what they import, each once", () => {
    const counter = exercise({ path: '/counter', page: 'counter', staticBody: true });
    expect(staticBodyStylesheets(styled, [counter, exercise({})])).toEqual([
      '/assets/counter-S3.css',
      '/assets/mask-S2.css',
    ]);
  });

  it('lists none when no body is static', () => {
    expect(staticBodyStylesheets(styled, [exercise({}), exercise({ page: 'counter' })])).toEqual(
      [],
    );
  });
});

describe('routeDocument', () => {
  it('sets the title the app sets, the description, the canonical link and the preloads', () => {
    const html = routeDocument(SHELL, {
      title: 'Tom & "Jerry" <3',
      description: 'Say <hi> & "bye".',
      canonical: '/form',
      preloads: ['/assets/form-P1.js'],
    });
    expect(html).toContain(
      '<title>Tom &amp; &quot;Jerry&quot; &lt;3 | Automation Playground</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Say &lt;hi&gt; &amp; &quot;bye&quot;." />',
    );
    expect(html).not.toContain('Generic.');
    expect(html).toContain('<link rel="canonical" href="/form">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/form-P1.js">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the site name alone as the home title', () => {
    const html = routeDocument(SHELL, {
      title: 'Automation Playground',
      description: 'd',
      canonical: '/',
      preloads: [],
    });
    expect(html).toContain('<title>Automation Playground</title>');
  });
});

describe('routeFiles', () => {
  const exercises = [
    exercise({}),
    exercise({ path: '/nested/child', page: 'counter', title: 'Child', aliases: ['/kid'] }),
  ];
  const home = {
    title: 'Automation Playground',
    description: 'Home.',
    origin: 'https://play.example.org',
  };
  const files = routeFiles(
    SHELL,
    SOURCES,
    MANIFEST,
    exercises,
    home,
    (path) => `<h1>frame of ${path}</h1>`,
  );

  it('writes the shell, the home page and one file per canonical path', () => {
    expect([...files.keys()].sort()).toEqual(
      [
        'index.html',
        routeFileOf('/'),
        routeFileOf('/form'),
        routeFileOf('/nested/child'),
        INLINE_SOURCES_FILE,
      ].sort(),
    );
    expect(routeFileOf('/nested/child')).toBe('.vite/routes/nested/child.html');
    expect(files.get(routeFileOf('/'))).toContain(
      '<link rel="canonical" href="https://play.example.org/">',
    );
    expect(files.get(routeFileOf('/nested/child'))).toContain(
      '<link rel="canonical" href="https://play.example.org/nested/child">',
    );
    expect(files.get(routeFileOf('/nested/child'))).toContain(
      '<title>Child | Automation Playground</title>',
    );
  });

  it('inlines the theme script everywhere', () => {
    for (const [name, text] of files) {
      if (!name.endsWith('.html')) continue;
      expect(text).toContain(`<script>${THEME}</script>`);
      expect(text).not.toContain('src="/theme.js"');
    }
  });

  it("renders each route's frame into its root, and leaves the 404 shell's root empty", () => {
    expect(files.get('index.html')).toContain('<div id="root"></div>');
    expect(files.get(routeFileOf('/'))).toContain('<div id="root"><h1>frame of /</h1></div>');
    expect(files.get(routeFileOf('/nested/child'))).toContain(
      '<div id="root"><h1>frame of /nested/child</h1></div>',
    );
  });

  it("inlines its frame's rules and keeps the stylesheet and the app in a template the start script loads", () => {
    const form = files.get(routeFileOf('/form'))!;
    const template =
      '<template id="app-scripts"><link rel="stylesheet" crossorigin href="/assets/index-S1.css">' +
      '<script type="module" crossorigin src="/assets/index-E1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/client-C1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/App-A1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/form-P1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/Field-F1.js"></template>';
    expect(form).toContain(`${template}\n    <script>${START}</script>\n  </head>`);
    expect(form).toContain(`<style>${CSS}</style>`);
    // Nothing outside the template is requested before the paint.
    expect(form.replace(template, '')).not.toMatch(/type="module"|modulepreload|stylesheet/);
    expect(files.get(routeFileOf('/'))).toContain(
      '<script type="module" crossorigin src="/assets/index-E1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/client-C1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/App-A1.js"></template>',
    );
  });

  it('gives the sha256 of every inlined script and stylesheet for the CSP', () => {
    expect(JSON.parse(files.get(INLINE_SOURCES_FILE)!)).toEqual({
      scriptSrc: [sha256(THEME), sha256(START)],
      styleSrc: [sha256(CSS)],
    });
  });

  it('loads the stylesheet and the app at once from the 404 shell (no frame to paint first)', () => {
    const shell = files.get('index.html')!;
    expect(shell).toContain(
      '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
    );
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-S1.css">');
    expect(shell).not.toContain('app-scripts');
    expect(shell).not.toContain(START);
  });

  it('refuses a shell without an empty root to render into', () => {
    expect(() =>
      routeDocument(SHELL.replace('<div id="root"></div>', '<main></main>'), {
        title: 't',
        description: 'd',
        canonical: '/',
        preloads: [],
        root: '<p>x</p>',
      }),
    ).toThrow(/id="root"/);
  });

  it('refuses a shell it cannot fill in', () => {
    expect(() => routeFiles('<html></html>', SOURCES, MANIFEST, exercises, home, () => '')).toThrow(
      /theme\.js/,
    );
  });

  it('refuses rules that would end their <style> early', () => {
    const closing = 'a{}</style><script>x()</script>';
    expect(() =>
      routeFiles(SHELL, { ...SOURCES, criticalCss: closing }, MANIFEST, exercises, home, () => ''),
    ).toThrow(/cannot be inlined/);
  });
});

describe('publicOrigin (PUBLIC_ORIGIN)', () => {
  it('defaults to what npm start serves', () => {
    expect(publicOrigin(undefined)).toBe('http://localhost:3000');
    expect(publicOrigin('')).toBe('http://localhost:3000');
  });

  it('takes an http(s) origin, with or without its final slash', () => {
    expect(publicOrigin('https://play.example.org')).toBe('https://play.example.org');
    expect(publicOrigin('http://10.0.0.5:8080/')).toBe('http://10.0.0.5:8080');
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['play.example.org', 'ftp://x.org', 'https://x.org/app', 'https://x.org?a=1'])
      expect(() => publicOrigin(bad)).toThrow(/PUBLIC_ORIGIN/);
  });
});
