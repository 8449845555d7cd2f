import type { FastifyInstance, InjectOptions } from 'fastify';
import { createServer } from '../../server/http.js';
import { registerRateLimit } from '../../server/limits.js';
import { openStore } from '../../server/store/open.js';
import type { Store } from '../../server/store/store.js';
import { twofaConfigFromEnv, type TwofaConfig } from '../../server/twofa/config.js';
import { twofaApi } from '../../server/twofa/index.js';

export interface TwofaTestOptions extends Partial<TwofaConfig> {
  /** A store to use (closed with the app); else Redis at `redisUrl`, else the memory store. */
  store?: Store;
  redisUrl?: string;
}

/** The 2FA API alone under /api, set up as buildApp sets it up, for app.inject tests. */
export async function twofaTestApp(options: TwofaTestOptions = {}, trustProxy = false) {
  const { store: given, redisUrl, ...overrides } = options;
  const app = createServer({ logLevel: false, trustProxy });
  const store = given ?? (await openStore(redisUrl, () => {}));
  app.addHook('onClose', () => store.close());
  const config = { ...twofaConfigFromEnv({}), ...overrides };
  await registerRateLimit(app, store);
  await app.register(twofaApi, { prefix: '/api', config, store });
  await app.ready();
  return app;
}

/** A browser-like caller: keeps its cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN on POSTs. */
export function browser(app: FastifyInstance, ip = '127.0.0.1') {
  const jar = new Map<string, string>();
  const request = async (options: InjectOptions & { xsrf?: boolean }) => {
    const { xsrf = true, ...rest } = options;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    if (cookie) headers.cookie = cookie;
    const token = jar.get('XSRF-TOKEN');
    if (xsrf && token && rest.method === 'POST') headers['x-xsrf-token'] = token;
    const res = await app.inject({ remoteAddress: ip, ...rest, headers });
    for (const c of res.cookies as { name: string; value: string }[]) jar.set(c.name, c.value);
    return res;
  };
  return {
    jar,
    request,
    start: () => request({ method: 'GET', url: '/api/session' }),
    send: (email: unknown) =>
      request({ method: 'POST', url: '/api/send-email', payload: { email } }),
    verify: (typedCode: unknown) =>
      request({ method: 'POST', url: '/api/verify-code', payload: { typedCode } }),
    /** The code in the newest practice-inbox message for this address. */
    async codeFor(address: string) {
      const res = await request({
        method: 'GET',
        url: `/api/inbox/${encodeURIComponent(address)}`,
      });
      const [newest] = res.json<{ messages: { text: string }[] }>().messages;
      return /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
    },
  };
}
