import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each case lints one import line as if it were written in a file at `from` (the file need not
// exist, the imported one does), with the project's own eslint.config.js.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = [
  'import/no-restricted-paths',
  'no-restricted-imports',
  'no-restricted-globals',
];

async function boundaryErrors(from: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${from}` });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

const importOf = (specifier: string) => `import '${specifier}';\n`;

describe('forbidden imports fail lint', () => {
  it.each([
    ['a page -> another page', 'src/pages/counter/extra.ts', '../buttonClick'],
    ['a page -> a module in another page', 'src/pages/counter/extra.ts', '../browserPrompt/prompt'],
    ['a page -> src/app', 'src/pages/counter/extra.ts', '../../app/pages'],
    ['src/lib -> a page', 'src/lib/extra.ts', '../pages/counter'],
    ['src/lib -> src/app', 'src/lib/extra.ts', '../app/theme'],
    ['src/shared -> src/lib', 'src/shared/extra.ts', '../lib/random'],
    ['src/shared -> a page', 'src/shared/extra.ts', '../pages/counter'],
    ['src/shared -> react', 'src/shared/extra.ts', 'react'],
    ['src/shared -> react-router', 'src/shared/extra.ts', 'react-router'],
    ['src/shared -> a node: module', 'src/shared/extra.ts', 'node:crypto'],
    ['src/shared -> a bare Node module', 'src/shared/extra.ts', 'fs/promises'],
    ['src/shared -> the server', 'src/shared/extra.ts', '../../server/config'],
    ['the server -> a page', 'server/extra.ts', '../src/pages/counter'],
    ['the server -> src/lib', 'server/extra.ts', '../src/lib/random'],
    ['the server -> src/app', 'server/extra.ts', '../src/app/pages'],
    ['a page -> the server', 'src/pages/counter/extra.ts', '../../../server/config'],
    ['a shipped module -> the test helpers', 'src/lib/extra.ts', '../test/render'],
  ])('%s', async (_direction, from, specifier) => {
    const errors = await boundaryErrors(from, importOf(specifier));
    expect(errors).toHaveLength(1);
    expect(BOUNDARY_RULES).toContain(errors[0]!.split(':')[0]);
  });

  it.each([
    ['process', 'export const port = process.env.PORT;\n'],
    ['window', 'export const width = window.innerWidth;\n'],
  ])('src/shared using the global %s', async (_global, code) => {
    const errors = await boundaryErrors('src/shared/extra.ts', code);
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-globals: .*data only/)]);
  });
});

describe('allowed imports pass lint', () => {
  it.each([
    ['a page -> its own folder', 'src/pages/browserPrompt/extra.ts', './prompt'],
    ['a page -> src/lib', 'src/pages/counter/extra.ts', '../../lib/random'],
    ['a page -> src/shared', 'src/pages/counter/extra.ts', '../../shared/catalog'],
    ['a page -> react', 'src/pages/counter/extra.tsx', 'react'],
    ['a page test -> the test helpers', 'src/pages/counter/extra.test.tsx', '../../test/render'],
    ['src/lib -> src/shared', 'src/lib/extra.ts', '../shared/xsrf'],
    ['src/app -> a page', 'src/app/extra.ts', '../pages/counter'],
    ['src/app -> src/lib', 'src/app/extra.ts', '../lib/random'],
    ['src/shared -> src/shared', 'src/shared/extra.ts', './catalog'],
    ['the server -> src/shared', 'server/extra.ts', '../src/shared/catalog'],
    ['the server -> Node', 'server/extra.ts', 'node:crypto'],
  ])('%s', async (_direction, from, specifier) => {
    expect(await boundaryErrors(from, importOf(specifier))).toEqual([]);
  });
});
