import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const pageFolders = readdirSync(`${root}/src/pages`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PAGE_RULE = 'A page imports only src/lib and src/shared, never another page or src/app.';

/**
 * Who may import whom (`target` may not import `from`): app -> pages -> lib -> shared, and
 * server -> shared. Paths are relative to this file.
 */
const boundaryZones = [
  {
    target: './src/shared',
    from: './src',
    except: ['./shared'],
    message: 'src/shared is data only: it imports nothing from the app side.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/pages', './src/main.tsx'],
    message: 'src/lib imports only src/lib and src/shared.',
  },
  { target: './src/pages', from: ['./src/app', './src/main.tsx'], message: PAGE_RULE },
  {
    target: './src',
    from: './server',
    message: 'The app side never imports the server; what both use lives in src/shared.',
  },
  {
    target: './server',
    from: './src',
    except: ['./shared'],
    message: 'The server imports only src/shared from the app side.',
  },
];

/**
 * Only for shipped modules: a test may render several pages together (the nested iframes), and
 * only tests may use the test helpers in src/test.
 */
const shippedOnlyZones = [
  ...pageFolders.map((page) => ({
    target: `./src/pages/${page}`,
    from: './src/pages',
    except: [`./${page}`],
    message: `${PAGE_RULE} Move what two pages share to src/lib or src/shared.`,
  })),
  { target: './src', from: './src/test', message: 'src/test holds test helpers, for tests only.' },
];

const boundaries = (zones) => ({
  'import/no-restricted-paths': ['error', { basePath: root, zones }],
});

const DATA_ONLY = 'src/shared is data only (the server and the browser both load it):';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { import: importPlugin },
    // TypeScript's resolution, so that the server's "./x.js" imports resolve to its .ts files.
    settings: {
      'import/resolver': { typescript: { project: ['tsconfig.json', 'tsconfig.server.json'] } },
    },
    rules: boundaries(boundaryZones),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: boundaries([...boundaryZones, ...shippedOnlyZones]),
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: `${DATA_ONLY} no Node APIs.` })),
          patterns: [
            { regex: '^node:', message: `${DATA_ONLY} no Node APIs.` },
            { regex: '(^|[/.-])react($|[/.-])', message: `${DATA_ONLY} no React.` },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map((name) => ({
          name,
          message: `${DATA_ONLY} no Node APIs.`,
        })),
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({
          name,
          message: `${DATA_ONLY} no browser APIs.`,
        })),
      ],
    },
  },
);
