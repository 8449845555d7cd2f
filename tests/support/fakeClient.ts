import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FAKE_SHELL = '<!doctype html><title>shell</title><div id="root"></div>';

/** A tiny stand-in for dist/client: the shell, one hashed asset (with its .gz) and one plain file. */
export function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ap-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), FAKE_SHELL);
  writeFileSync(join(dir, 'assets/index-abc123.js'), 'console.log(1);'.repeat(100));
  writeFileSync(join(dir, 'assets/index-abc123.js.gz'), gzipSync('console.log(1);'.repeat(100)));
  writeFileSync(join(dir, 'theme.js'), '/* theme */');
  return dir;
}
