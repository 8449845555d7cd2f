// The Practice Shop under a class: 200 simulated shoppers at once, each logging in, filling a cart,
// checking out and ordering over the API (ORDERS_EACH times), against one instance (memory store)
// and two instances sharing one Redis (each shopper's calls alternate between them). Prints orders
// per second and p50/p95 per call, then checks that every shopper holds exactly the orders it
// placed (PS-1001 upwards, no gap, no duplicate) and nothing of any other shopper.
import { startRedis } from '../../tests/support/redisServer.mjs';
import { startServer } from './lib.mjs';

const SHOPPERS = 200;
const ORDERS_EACH = 3;
/** Lifts the per-IP limits that a class behind one address would otherwise meet. */
const ENV = { SHOP_LOGIN_FAIL_LIMIT: '100000', LOG_LEVEL: 'silent' };

/** One browser: its own cookies (shopper, XSRF-TOKEN), spread over the given instances. */
function client(urls) {
  const cookies = new Map();
  let turn = 0;
  let token;
  const timings = [];
  async function call(name, method, path, body) {
    const url = urls[turn++ % urls.length];
    const headers = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    else if (cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = cookies.get('XSRF-TOKEN');
    const started = performance.now();
    const response = await fetch(`${url}/api/shop${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    timings.push({ name, ms: performance.now() - started });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return {
    call,
    timings,
    login: async () => {
      await call('GET /session', 'GET', '/session');
      ({ token } = await call('POST /login', 'POST', '/login', {
        username: 'standard_user',
        password: 'practice',
      }));
    },
  };
}

async function shopper(urls, index) {
  const browser = client(urls);
  await browser.login();
  const email = `shopper-${index}@bench.test`;
  const placed = [];
  for (let n = 0; n < ORDERS_EACH; n++) {
    await browser.call('POST /cart/items', 'POST', '/cart/items', {
      productId: 1 + (index % 6),
      quantity: 1,
    });
    await browser.call('POST /cart/items', 'POST', '/cart/items', { productId: 9, quantity: 2 });
    await browser.call('PUT /checkout', 'PUT', '/checkout', {
      firstName: 'Bench',
      lastName: `Shopper ${index}`,
      email,
      postalCode: '10115',
      shipping: n % 2 ? 'express' : 'standard',
    });
    placed.push((await browser.call('POST /orders', 'POST', '/orders')).number);
  }
  const { orders } = await browser.call('GET /orders', 'GET', '/orders');
  return { browser, email, placed, orders };
}

/** What is wrong with one shopper's orders, if anything. */
function problemsOf({ email, placed, orders }) {
  const expected = placed.map((_, i) => `PS-${1001 + i}`);
  const held = orders.map((o) => o.number).reverse(); // the list is newest first
  const problems = [];
  if (placed.join() !== expected.join()) problems.push(`placed ${placed.join()}`);
  if (held.join() !== expected.join()) problems.push(`holds ${held.join()}`);
  if (orders.some((o) => o.email !== email)) problems.push('holds another shopper’s order');
  return problems;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measureSetup(setup, urls) {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(urls, i)));
  const seconds = (performance.now() - started) / 1000;
  const byCall = new Map();
  for (const { browser } of results) {
    for (const { name, ms } of browser.timings) byCall.set(name, [...(byCall.get(name) ?? []), ms]);
  }
  const wrong = results.flatMap((r, i) => problemsOf(r).map((p) => `shopper ${i}: ${p}`));
  console.log(
    `\n${setup}: ${SHOPPERS} shoppers × ${ORDERS_EACH} orders in ${seconds.toFixed(1)} s, ` +
      `${((SHOPPERS * ORDERS_EACH) / seconds).toFixed(0)} orders/s; ` +
      (wrong.length
        ? `${wrong.length} PROBLEMS:\n${wrong.slice(0, 10).join('\n')}`
        : 'every shopper holds exactly its own orders, PS-1001 upwards'),
  );
  console.table(
    [...byCall].map(([call, times]) => {
      const sorted = times.sort((a, b) => a - b);
      return {
        call,
        calls: sorted.length,
        'p50 ms': +percentile(sorted, 50).toFixed(1),
        'p95 ms': +percentile(sorted, 95).toFixed(1),
      };
    }),
  );
  if (wrong.length) process.exitCode = 1;
}

export async function run() {
  const one = await startServer(ENV);
  try {
    await measureSetup('one instance, memory store', [one.url]);
  } finally {
    await one.stop();
  }
  const redis = await startRedis();
  const pair = await Promise.all([0, 1].map(() => startServer({ ...ENV, REDIS_URL: redis.url })));
  try {
    await measureSetup(
      'two instances sharing Redis',
      pair.map((s) => s.url),
    );
  } finally {
    await Promise.all(pair.map((s) => s.stop()));
    await redis.stop();
  }
}
