// Static serving: the app shell for a deep link and the main script, precompressed.
import { readFileSync } from 'node:fs';
import { measure, startServer } from './lib.mjs';

export async function run() {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
  const entry = `/${manifest['index.html'].file}`;
  const server = await startServer();
  try {
    const headers = { 'accept-encoding': 'br, gzip' };
    const rows = [
      await measure('app shell /counter', { url: `${server.url}/counter`, headers }),
      await measure(`entry script ${entry}`, { url: `${server.url}${entry}`, headers }),
    ];
    console.table(rows);
  } finally {
    await server.stop();
  }
}
