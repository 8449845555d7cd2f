import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SHOP_SESSION_COOKIE, SHOPPER_COOKIE } from '../../src/shared/shop/api.js';
import { activeBugs, type ActiveBugs } from '../../src/shared/shop/bugs.js';
import type { ShopUser } from '../../src/shared/shop/users.js';
import { SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { HttpError } from '../errors.js';
import type { Server } from '../http.js';
import { cookieOptions, requireXsrf } from '../xsrf.js';
import type { ShopLogin, ShopSessions } from './sessions.js';

const SHOPPER_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** 24 random bytes (192 bits), base64url; anything else a browser sends is replaced. */
const SHOPPER_SHAPE = /^[\w-]{32}$/;
const BEARER = /^Bearer ([\w-]{1,100})$/;

/** The shopper a request made for a browser without one (its cookie is on the answer). */
const newShoppers = new WeakMap<FastifyRequest, string>();

/** A scope's onRequest hook: a browser without a valid `shopper` cookie gets one. */
export function issueShopperCookie(app: Server) {
  app.addHook('onRequest', async (request, reply) => {
    if (SHOPPER_SHAPE.test(request.cookies[SHOPPER_COOKIE] ?? '')) return;
    const shopper = randomBytes(24).toString('base64url');
    newShoppers.set(request, shopper);
    void reply.setCookie(SHOPPER_COOKIE, shopper, {
      ...cookieOptions(request),
      httpOnly: true,
      path: '/',
      maxAge: SHOPPER_MAX_AGE_SECONDS,
    });
  });
}

/** The browser's shopper: its cookie, or the one this request gave it. */
export function shopperOf(request: FastifyRequest): string {
  const cookie = request.cookies[SHOPPER_COOKIE] ?? '';
  return SHOPPER_SHAPE.test(cookie) ? cookie : (newShoppers.get(request) ?? '');
}

const bearerOf = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1];

/** The login token a request brings: `Authorization: Bearer …` first, else the cookie. */
export const tokenOf = (request: FastifyRequest) =>
  bearerOf(request) ?? request.cookies[SHOP_SESSION_COOKIE];

/**
 * A state-changing call's preHandler: a login by cookie needs the anti-forgery header (another
 * site's page could send the cookie, not the header); a Bearer token needs none.
 */
export async function requireXsrfWithCookie(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization !== undefined) return;
  if (request.cookies[SHOP_SESSION_COOKIE] !== undefined) await requireXsrf(request);
}

/** Whose request this is, and the planted bugs active for it. */
export interface Shopping {
  token: string;
  login: ShopLogin;
  owner: Owner;
  bugs: ActiveBugs;
}

/** The pair that owns a cart, checkout details and orders. */
export interface Owner {
  shopper: string;
  username: ShopUser;
}

/** The request's login, renewed; 401 "Log in first." without a live one. */
export async function shoppingOf(
  request: FastifyRequest,
  sessions: ShopSessions,
  serverBugs: ActiveBugs,
): Promise<Shopping> {
  const token = tokenOf(request);
  const found = await sessions.use(token);
  if (!token || !found || !('login' in found)) throw new HttpError(401, SHOP_MESSAGES.logInFirst);
  const { login } = found;
  return {
    token,
    login,
    owner: { shopper: login.shopper, username: login.username },
    bugs: activeBugs(login.username, serverBugs),
  };
}
