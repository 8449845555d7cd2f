// Writes .br and .gz beside every text file of the build, so the server sends them
// precompressed (at the best levels, once) instead of compressing on every request. Brotli at
// quality 11 for every file: what browsers ask for. The .gz files of the hashed /assets/ (the
// scripts, styles and icons the byte budgets count, cached for a year) come from Zopfli: still
// plain gzip, a few per cent smaller than zlib's level 9 at a hundred times its cost, so the
// route HTML (half the bytes, and gzip only for clients without brotli) gets level 9.
// The files are shared between one worker per core: this is most of the build's time.
import { gzipAsync } from '@gfx/zopfli';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|map|webmanifest)$/;
/** Smaller files go as they are: compression would save less than its headers cost. */
const MIN_COMPRESSED_BYTES = 512;
// Past 5 iterations Zopfli gains a few bytes per file and costs seconds per build.
const ZOPFLI_ITERATIONS = 5;
// Vite's manifest and the inline sources are read by the build and the server, never sent.
const NEVER_SENT = `${sep}.vite${sep}`;
const isHashedAsset = (file) => file.includes(`${sep}assets${sep}`);
const isRouteHtml = (file) => file.includes(`${sep}.vite${sep}routes${sep}`);

async function compress(file) {
  const data = await readFile(file);
  const gzip = isHashedAsset(file)
    ? await gzipAsync(data, { numiterations: ZOPFLI_ITERATIONS })
    : gzipSync(data, { level: 9 });
  await writeFile(`${file}.gz`, gzip);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function toCompress(root) {
  const found = [];
  for await (const file of files(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if (file.includes(NEVER_SENT) && !isRouteHtml(file)) continue;
    const { size } = await stat(file);
    if (size >= MIN_COMPRESSED_BYTES) found.push({ file, size });
  }
  return found;
}

if (isMainThread) {
  const root = process.argv[2] ?? 'dist/client';
  const found = await toCompress(root);
  // Largest first, each to the worker with the fewest bytes so far: the workers end together.
  const count = Math.max(1, Math.min(availableParallelism(), found.length));
  const shares = Array.from({ length: count }, () => ({ bytes: 0, files: [] }));
  for (const { file, size } of found.sort((a, b) => b.size - a.size)) {
    const share = shares.reduce((least, s) => (s.bytes < least.bytes ? s : least));
    share.files.push(file);
    share.bytes += size;
  }
  await Promise.all(
    shares.map(
      ({ files: share }) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: share });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  console.log(`precompressed ${found.length} files in ${root} (${count} workers)`);
} else {
  for (const file of workerData) await compress(file);
  parentPort.postMessage('done');
}
