import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './shell.js';

/** A client build folder holding `.vite/inline-sources.json` with `text`, or none. */
function clientDir(text?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  if (text !== undefined) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/inline-sources.json'), text);
  }
  return dir;
}

describe('inlineHashes (.vite/inline-sources.json)', () => {
  it('reads the script and style hashes the build wrote', async () => {
    const hashes = { scriptSrc: ["'sha256-a+/='", "'sha256-b='"], styleSrc: ["'sha256-c='"] };
    expect(await inlineHashes(clientDir(JSON.stringify(hashes)))).toEqual(hashes);
  });

  it('is empty for a build without the file (the tests’ fake builds)', async () => {
    expect(await inlineHashes(clientDir())).toEqual({ scriptSrc: [], styleSrc: [] });
  });

  it('refuses anything but two lists of sha256 sources, so the CSP never takes a stray source', async () => {
    for (const text of [
      JSON.stringify({ scriptSrc: ["'sha256-a='"] }),
      JSON.stringify({ scriptSrc: ["'unsafe-inline'"], styleSrc: [] }),
      JSON.stringify({ scriptSrc: [], styleSrc: "'sha256-a='" }),
    ]) {
      await expect(inlineHashes(clientDir(text))).rejects.toThrow(/inline-sources\.json/);
    }
  });
});
