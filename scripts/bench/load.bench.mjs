// HTTP load on loopback: the app shell, a hashed asset, send-email alone and the whole 2FA flow,
// on the memory store and on Redis (a throwaway redis-server), in one table.
import { startRedis } from '../../tests/support/redisServer.mjs';
import { appShell, mainChunkPath, hashedAsset, sendEmail, twofaFlow, UNLIMITED } from './cases.mjs';
import { measure, startServer } from './lib.mjs';

async function rowsFor(store, env) {
  const server = await startServer({ ...UNLIMITED, ...env });
  const asset = mainChunkPath();
  const load = async (name, requests) => ({
    store,
    ...(await measure(name, { url: server.url, requests })),
  });
  try {
    const rows = [
      await load('app shell /counter', appShell),
      await load(`hashed asset ${asset}`, hashedAsset(asset)),
      await load('2FA send-email', sendEmail),
    ];
    const flow = await load('2FA flow: send, inbox, verify', twofaFlow);
    return [...rows, { ...flow, 'flows/s': Math.round(flow['req/s'] / twofaFlow.length) }];
  } finally {
    await server.stop();
  }
}

export async function run() {
  const rows = await rowsFor('memory', {});
  const redis = await startRedis();
  try {
    rows.push(...(await rowsFor('Redis', { REDIS_URL: redis.url })));
  } finally {
    await redis.stop();
  }
  console.table(rows);
}
