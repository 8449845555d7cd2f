// Writes .br and .gz beside every text file of the build, so the server sends them
// precompressed (at the best levels, once) instead of compressing on every request. The .gz files
// come from Zopfli: still plain gzip for every client, a few per cent smaller than zlib's level 9.
import { gzipAsync } from '@gfx/zopfli';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|map|webmanifest)$/;
/** Smaller files go as they are: compression would save less than its headers cost. */
const MIN_COMPRESSED_BYTES = 512;
// Past 5 iterations Zopfli gains a few bytes per file and costs seconds per build.
const ZOPFLI_ITERATIONS = 5;
const root = process.argv[2] ?? 'dist/client';

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = await readFile(file);
  if (data.length < MIN_COMPRESSED_BYTES) continue;
  await writeFile(`${file}.gz`, await gzipAsync(data, { numiterations: ZOPFLI_ITERATIONS }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} files in ${root}`);
