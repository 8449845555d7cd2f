// `npm run bench`: runs every scripts/bench/*.bench.mjs in turn (`npm run bench -- load` only
// those whose name holds "load"). Each prints its own figures; benchmarks measure, they never
// pass or fail on time. `npm run bench -- --soak <seconds> [--redis]` runs the soak instead.
// Needs a build (`npm run build`).
import { readdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { soak: { type: 'string' }, redis: { type: 'boolean', default: false } },
  allowPositionals: true,
});

if (values.soak !== undefined) {
  const seconds = Number(values.soak);
  if (!Number.isInteger(seconds) || seconds < 1) {
    console.error(`--soak needs a whole number of seconds, not "${values.soak}"`);
    process.exit(2);
  }
  const { soak } = await import('./bench/soak.mjs');
  await soak(seconds, { redis: values.redis });
} else {
  const dir = new URL('./bench/', import.meta.url);
  const [only] = positionals;
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.bench.mjs')).sort()) {
    if (only && !file.includes(only)) continue;
    console.log(`\n## ${file}`);
    const { run } = await import(new URL(file, dir));
    await run();
  }
}
