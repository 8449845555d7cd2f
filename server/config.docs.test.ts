import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

/** The variables in the tables of docs/configuration.md's "Server" section (first column). */
function documentedVariables(markdown: string): Set<string> {
  const section = markdown.split(/^## Server$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` /gm)].map((match) => match[1]!);
  return new Set(names);
}

/** Every name configFromEnv looks up, recorded by an environment that watches its reads. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
  });
  configFromEnv(env);
  return read;
}

describe('docs/configuration.md', () => {
  it('lists exactly the variables server/config.ts reads', () => {
    const documented = documentedVariables(readFileSync('docs/configuration.md', 'utf8'));
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(0);
    expect({
      readButNotDocumented: [...read].filter((name) => !documented.has(name)).sort(),
      documentedButNotRead: [...documented].filter((name) => !read.has(name)).sort(),
    }).toEqual({ readButNotDocumented: [], documentedButNotRead: [] });
  });

  it('finds a variable in a table row of the Server section only', () => {
    const markdown = [
      '# Configuration',
      '## Server',
      '| variable | default | meaning |',
      '| `PORT` | `3000` | port |',
      '### More',
      '| `SMTP_URL` | none | SMTP |',
      'Prose naming `HOST` is no row.',
      '## Build',
      '| `PUBLIC_ORIGIN` | none | origin |',
    ].join('\n');
    expect(documentedVariables(markdown)).toEqual(new Set(['PORT', 'SMTP_URL']));
  });
});
