import { randomBytes } from 'node:crypto';
import { CAPTCHA_MESSAGES } from '../../src/shared/captcha.js';
import { HttpError } from '../errors.js';
import type { Server } from '../http.js';
import type { InFlight } from '../inFlight.js';
import { enforce, limiter } from '../limits.js';
import type { Store } from '../store/store.js';
import { requireXsrf } from '../xsrf.js';
import type { CaptchaConfig } from './config.js';
import { challengeRandom, drawGrid, isRightSelection, type Grid } from './draw.js';
import { BAD_BODY, challengeSchema, validateSchema, verifySchema } from './schemas.js';

export interface CaptchaRouteDeps {
  config: CaptchaConfig;
  store: Store;
  work: InFlight;
}

const challengeKey = (id: string) => `captcha:challenge:${id}`;
const tokenKey = (token: string) => `captcha:token:${token}`;
const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The practice CAPTCHA: a challenge (kept in the store), its answer (a pass token) and the token's
 * check. Challenges and tokens live `ttlMs` and are consumed by their first use.
 */
export function captchaRoutes(app: Server, { config, store, work }: CaptchaRouteDeps) {
  const challengeLimit = enforce([
    limiter(app, 'captcha-challenge', config.challengeLimit, config.limitWindowMs, (r) => r.ip),
  ]);

  /** The stored grid of a challenge, consumed: only one of two racing answers gets it. */
  const consumeChallenge = async (challengeId: string): Promise<Grid> => {
    const stored = await store.get(challengeKey(challengeId));
    if (!stored || !(await store.del(challengeKey(challengeId)))) {
      throw new HttpError(400, CAPTCHA_MESSAGES.challengeExpired);
    }
    return JSON.parse(stored) as Grid;
  };

  app.post(
    '/challenge',
    {
      schema: challengeSchema,
      schemaErrorFormatter: () => new Error(BAD_BODY.challenge),
      preHandler: [requireXsrf, work.track(challengeLimit)],
    },
    work.track(async (request) => {
      const { seed, n } = request.body;
      const grid = drawGrid(challengeRandom(seed, n));
      const challengeId = randomId(18);
      await store.set(challengeKey(challengeId), JSON.stringify(grid), config.ttlMs);
      return { challengeId, ...grid };
    }),
  );

  app.post(
    '/verify',
    {
      schema: verifySchema,
      schemaErrorFormatter: () => new Error(BAD_BODY.verify),
      preHandler: requireXsrf,
    },
    work.track(async (request) => {
      const { challengeId, selected } = request.body;
      const grid = await consumeChallenge(challengeId);
      if (!isRightSelection(grid, selected)) {
        throw new HttpError(400, CAPTCHA_MESSAGES.wrongSelection);
      }
      const token = randomId(32);
      await store.set(tokenKey(token), '1', config.ttlMs);
      return { token };
    }),
  );

  app.post(
    '/validate',
    {
      schema: validateSchema,
      schemaErrorFormatter: () => new Error(BAD_BODY.validate),
      preHandler: requireXsrf,
    },
    work.track(async (request) => {
      if (!(await store.del(tokenKey(request.body.token)))) {
        throw new HttpError(400, CAPTCHA_MESSAGES.tokenExpired);
      }
      return { message: CAPTCHA_MESSAGES.validated };
    }),
  );
}
