// `npm run bench -- --soak <seconds> [--redis]`: one server under a steady mix of the load cases
// (app shell, hashed asset, the whole 2FA flow) for that long, reporting the server's resident
// memory over the run and every error. Memory that keeps growing after the warm-up is a leak.
import autocannon from 'autocannon';
import { startRedis } from '../../tests/support/redisServer.mjs';
import { appShell, mainChunkPath, hashedAsset, twofaFlow, UNLIMITED } from './cases.mjs';
import { errorCount, rssBytes, startServer } from './lib.mjs';

const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
/** Share of the run counted as warm-up (JIT, caches, first allocations), for the growth after it. */
const WARM_UP_SHARE = 0.1;
const PROGRESS_EVERY_MS = 30_000;

async function soakServer(server, seconds) {
  const start = await rssBytes(server.pid);
  let peak = start;
  let afterWarmUp;
  const began = Date.now();
  const sample = (rss) => {
    peak = Math.max(peak, rss);
    if (afterWarmUp === undefined && Date.now() - began >= seconds * 1000 * WARM_UP_SHARE) {
      afterWarmUp = rss;
    }
    return rss;
  };
  // A sample lost now and then costs nothing; a server that died fails the final sample below.
  const sampler = setInterval(() => rssBytes(server.pid).then(sample, () => {}), 1000);

  const load = autocannon({
    url: server.url,
    connections: 10,
    duration: seconds,
    requests: [...appShell, ...hashedAsset(mainChunkPath()), ...twofaFlow],
  });
  let requests = 0;
  load.on('response', () => requests++);
  const progress = setInterval(() => {
    const elapsed = Math.round((Date.now() - began) / 1000);
    console.log(`${elapsed} s: ${requests} requests, RSS peak so far ${mb(peak)}`);
  }, PROGRESS_EVERY_MS);

  const result = await load;
  clearInterval(sampler);
  clearInterval(progress);
  const end = sample(await rssBytes(server.pid));
  return {
    seconds: result.duration,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: errorCount(result),
    timeouts: result.timeouts,
    'RSS start': mb(start),
    'RSS end': mb(end),
    'RSS peak': mb(peak),
    'RSS growth': mb(end - start),
    'growth after warm-up': mb(end - (afterWarmUp ?? start)),
  };
}

export async function soak(seconds, { redis: onRedis = false } = {}) {
  const redis = onRedis ? await startRedis() : undefined;
  const server = await startServer({ ...UNLIMITED, ...(redis && { REDIS_URL: redis.url }) });
  console.log(`Soak: ${seconds} s on the ${redis ? 'Redis' : 'memory'} store, ${server.url}`);
  try {
    const figures = await soakServer(server, seconds);
    console.table({ store: redis ? 'Redis' : 'memory', ...figures });
  } finally {
    await server.stop();
    await redis?.stop();
  }
}
