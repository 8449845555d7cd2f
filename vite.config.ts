import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { globalThisPlugin } from './scripts/build/globalThisPlugin';
import { solutionsPlugin } from './scripts/build/solutionsPlugin';
import { FRAME_ICONS } from './src/app/frameIcons';
import { iconsPlugin } from './scripts/build/iconsPlugin';
import { exercises } from './src/shared/catalog';
import { listedInHomeOrder } from './src/shared/exerciseList';
import { publicOrigin, routeHtmlPlugin } from './scripts/build/routeHtml';
import { SITE_DESCRIPTION, SITE_NAME } from './src/app/site';

// React Router 7's package exports resolve to its development build everywhere, dev warnings
// included (remix-run/react-router#14102); production builds take its production build instead.
const reactRouterProduction = fileURLToPath(
  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    globalThisPlugin(),
    iconsPlugin({
      inline: { frame: FRAME_ICONS },
      sprites: { cards: exercises.map((e) => e.icon) },
    }),
    solutionsPlugin(exercises),
    routeHtmlPlugin(exercises, {
      title: SITE_NAME,
      description: SITE_DESCRIPTION,
      origin: publicOrigin(),
    }),
  ],
  define: {
    // Home's card order, sorted once here: sorting in the browser makes an Intl.Collator, whose
    // ICU data costs every page's start 35-70 ms on this machine (src/app/homeOrder.ts).
    __HOME_ORDER__: JSON.stringify(listedInHomeOrder().map((exercise) => exercise.path)),
  },
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Browsers without <link rel="modulepreload"> still load every module, one hop later.
    modulePreload: {
      polyfill: false,
      // A page chunk imported in the app fetches its own imports when it has loaded (one round
      // trip later); the list of them, per page, cost every route's start 2 KB gzip. A route's
      // HTML still preloads its page's imports (scripts/build/routeHtml.ts). Stylesheets stay.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        // Bootstrap 5.3's SCSS still uses @import and global functions.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' },
  },
  test: {
    // jsdom component tests take seconds on a 2-core CI machine under load; 5 s timed out there.
    testTimeout: 15_000,
    // `npm test` asks for a JSON report too, for its slowest-tests summary.
    ...(process.env.TEST_REPORTS && {
      reporters: ['default', 'json'],
      outputFile: { json: `${process.env.TEST_REPORTS}/vitest.json` },
    }),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom and one module graph per worker, not per file: setting up jsdom and importing
          // React again for each of ~170 files was most of this project's time (docs/testing.md).
          // src/test/setup.ts undoes after each file what a file may leave behind.
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
}));
