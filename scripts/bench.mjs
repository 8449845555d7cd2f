// `npm run bench`: runs every scripts/bench/*.bench.mjs in turn. Each prints its own figures;
// benchmarks measure, they never pass or fail on time. Needs a build (`npm run build`).
import { readdir } from 'node:fs/promises';

const dir = new URL('./bench/', import.meta.url);
const only = process.argv[2];
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.bench.mjs')).sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n## ${file}`);
  const { run } = await import(new URL(file, dir));
  await run();
}
