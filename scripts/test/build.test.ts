import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildIsStale } from './build.mjs';

let root: string;
const BUILT_AT = new Date('2025-06-01T12:00:00Z');
const BEFORE = new Date('2025-06-01T11:00:00Z');
const AFTER = new Date('2025-06-01T13:00:00Z');

function write(file: string, time: Date) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, file);
  utimesSync(path, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stale-'));
  spawnSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', BEFORE);
  write('src/app.ts', BEFORE);
  write(BUILD_STAMP, BUILT_AT);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildIsStale', () => {
  it('is fresh when every source is older than the build', () => {
    expect(buildIsStale(root)).toBe(false);
  });

  it('is stale without a build', () => {
    rmSync(join(root, BUILD_STAMP));
    expect(buildIsStale(root)).toBe(true);
  });

  it('is stale when a source, tracked or new, changed after the build', () => {
    write('server/new.ts', AFTER);
    expect(buildIsStale(root)).toBe(true);
  });

  it('ignores tests, solutions, docs, test files, scripts other than the build, and given folders', () => {
    for (const file of [
      'tests/e2e/a.spec.ts',
      'solutions/selenium/test_a.py',
      'docs/hunt.md',
      'src/a.test.ts',
      'scripts/hunt/hunt.mjs',
      'hunt-report/index.html',
    ]) {
      write(file, AFTER);
    }
    expect(buildIsStale(root, { ignore: [join(root, 'hunt-report')] })).toBe(false);
    write('scripts/build/plugin.ts', AFTER);
    expect(buildIsStale(root)).toBe(true);
  });

  it('ignores what git ignores', () => {
    writeFileSync(join(root, '.gitignore'), 'test-results/\n');
    utimesSync(join(root, '.gitignore'), BEFORE, BEFORE);
    write('test-results/trace.zip', AFTER);
    expect(buildIsStale(root)).toBe(false);
  });
});
