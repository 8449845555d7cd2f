import type { FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_SESSION_COOKIE } from '../../src/shared/shop/api.js';
import { activeBugs, encodeBrowserBugs, type ActiveBugs } from '../../src/shared/shop/bugs.js';
import { checkoutErrors, trimmedForm } from '../../src/shared/shop/checkout.js';
import {
  listProducts,
  IMAGE_NOT_FOUND,
  parseListQuery,
  PRODUCT_COUNT,
  productImage,
  type Product,
} from '../../src/shared/shop/products.js';
import { LOGIN_MESSAGES, orderNumber, SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { isShopUser, LOCKED_USER, SHOP_PASSWORD } from '../../src/shared/shop/users.js';
import { BODY_LIMIT_BYTES, HttpError } from '../errors.js';
import type { Server } from '../http.js';
import type { InFlight } from '../inFlight.js';
import type { Delivery } from '../twofa/delivery.js';
import { cookieOptions, requireXsrf } from '../xsrf.js';
import {
  requireXsrfWithCookie,
  shopperOf,
  shoppingOf,
  tokenOf,
  type Owner,
  type Shopping,
} from './access.js';
import { addToCart, cartAnswer, productOf, removeLine, setQuantity } from './cart.js';
import { checkoutState, checkoutTotals, discountCodeFrom, orderOf } from './checkout.js';
import type { ShopConfig } from './config.js';
import type { PlantedDelays } from './delays.js';
import type { shopFailedLogins } from './failedLogins.js';
import { invoiceFileName, invoicePdf } from './invoice.js';
import { orderMail } from './mail.js';
import { SHOP_API_MESSAGES } from './messages.js';
import * as schemas from './schemas.js';
import type { ShopSessions } from './sessions.js';
import type { ShopState } from './state.js';

export interface ShopRouteDeps {
  config: ShopConfig;
  sessions: ShopSessions;
  state: ShopState;
  failures: ReturnType<typeof shopFailedLogins>;
  delays: PlantedDelays;
  /** The site's e-mail (the practice inbox, or SMTP), shared with the 2FA. */
  delivery: Delivery;
  work: InFlight;
}

/** A product as the API answers it: with its picture's address (B01: the same for all). */
const apiProduct = (product: Product, bugs: ActiveBugs) => ({
  ...product,
  image: bugs.has('B01') ? IMAGE_NOT_FOUND : productImage(product.slug),
});

/** A planted bug's failure: sent as an answer, not thrown, so the log shows no server fault. */
const somethingWentWrong = (reply: FastifyReply) =>
  reply.status(500).send({ message: SHOP_MESSAGES.somethingWentWrong });

const sessionCookie = (request: FastifyRequest) => ({
  ...cookieOptions(request),
  httpOnly: true,
  path: '/',
});

const bodyRules = (message: string) => ({
  bodyLimit: BODY_LIMIT_BYTES,
  schemaErrorFormatter: () => new Error(message),
});

/** The shop API's routes (SPEC-4 Part D), registered under /api/shop. */
export function shopRoutes(app: Server, deps: ShopRouteDeps) {
  const { config, sessions, state, failures, delays, delivery, work } = deps;
  /** Runs a handler's work counted, so that closing waits for it before the store goes. */
  const tracked = <R>(run: () => Promise<R>) => work.track(run)();
  const change = { bodyLimit: BODY_LIMIT_BYTES, preHandler: requireXsrfWithCookie };

  /** The request's login (401 without one); its owner's state lives on. */
  async function shopping(request: FastifyRequest): Promise<Shopping> {
    const found = await shoppingOf(request, sessions, config.bugs);
    await state.keepAlive(found.owner);
    return found;
  }

  const ordersVisibleTo = ({ owner, bugs }: Shopping) =>
    bugs.has('B16') ? state.ordersOfShopper(owner.shopper) : state.orders(owner);

  app.get('/session', { schema: schemas.sessionSchema }, async (request) =>
    tracked(async () => {
      const found = await sessions.use(tokenOf(request));
      if (found && 'ended' in found) return { username: null, sessionEnded: true as const };
      if (!found) return { username: null };
      const { username, shopper } = found.login;
      await state.keepAlive({ shopper, username });
      return { username, variant: encodeBrowserBugs(activeBugs(username, config.bugs)) };
    }),
  );

  app.post(
    '/login',
    {
      ...bodyRules(SHOP_API_MESSAGES.loginBody),
      schema: schemas.loginSchema,
      preHandler: requireXsrf,
    },
    async (request, reply) =>
      tracked(async () => {
        await failures.refuseIfBlocked(request);
        const { username, password } = request.body;
        if (username.trim() === '') throw new HttpError(400, LOGIN_MESSAGES.usernameRequired);
        if (password === '') throw new HttpError(400, LOGIN_MESSAGES.passwordRequired);
        if (!isShopUser(username) || password !== SHOP_PASSWORD) {
          await failures.count(request);
          throw new HttpError(401, LOGIN_MESSAGES.noMatch);
        }
        if (username === LOCKED_USER) throw new HttpError(403, LOGIN_MESSAGES.locked);
        if (activeBugs(username, config.bugs).has('B17')) {
          // A client that went away logs nobody in; there is nobody to answer either.
          if (!(await delays.wait(reply, config.slowLoginMs))) return reply.hijack();
        }
        // A new login replaces the browser's earlier one.
        await sessions.close(request.cookies[SHOP_SESSION_COOKIE]);
        const token = await sessions.open(username, shopperOf(request));
        void reply.setCookie(SHOP_SESSION_COOKIE, token, sessionCookie(request));
        return { token, username };
      }),
  );

  app.post('/logout', { ...change, schema: schemas.logoutSchema }, async (request, reply) =>
    tracked(async () => {
      const { token, login, bugs } = await shopping(request);
      if (bugs.has('B15')) await sessions.keepAfterLogout(token, login, config.sessionTtlMs);
      else await sessions.close(token);
      void reply.clearCookie(SHOP_SESSION_COOKIE, { ...sessionCookie(request), maxAge: 0 });
      return reply.status(204).send(null);
    }),
  );

  app.get(
    '/products',
    {
      schema: schemas.productsSchema,
      schemaErrorFormatter: () => new Error(SHOP_API_MESSAGES.listQuery),
    },
    async (request, reply) =>
      tracked(async () => {
        const { bugs } = await shopping(request);
        if (bugs.has('B18') && !(await delays.wait(reply, config.slowProductsMs))) {
          return reply.hijack();
        }
        const query = parseListQuery(new URLSearchParams(request.query));
        return {
          products: listProducts(query, bugs).map((product) => apiProduct(product, bugs)),
          total: PRODUCT_COUNT,
        };
      }),
  );

  app.get('/products/:id', { schema: schemas.productSchema }, async (request) =>
    tracked(async () => {
      const { bugs } = await shopping(request);
      return apiProduct(productOf(request.params.id), bugs);
    }),
  );

  app.get('/cart', { schema: schemas.cartSchema }, async (request) =>
    tracked(async () => {
      const { owner } = await shopping(request);
      return cartAnswer(await state.cart(owner));
    }),
  );

  /** Reads the cart, applies one change (or throws its answer) and saves it. */
  async function changeCart(
    owner: Owner,
    apply: (lines: Awaited<ReturnType<ShopState['cart']>>) => ReturnType<typeof addToCart>,
  ) {
    const lines = apply(await state.cart(owner));
    await state.saveCart(owner, lines);
    return cartAnswer(lines);
  }

  app.post(
    '/cart/items',
    {
      ...change,
      ...bodyRules(SHOP_API_MESSAGES.addBody),
      schema: schemas.addSchema,
    },
    async (request) =>
      tracked(async () => {
        const { owner, bugs } = await shopping(request);
        const { productId, quantity } = request.body;
        const product = productOf(productId);
        return changeCart(owner, (lines) => addToCart(lines, product, quantity, bugs));
      }),
  );

  app.put(
    '/cart/items/:productId',
    {
      ...change,
      ...bodyRules(SHOP_API_MESSAGES.quantityBody),
      schema: schemas.setQuantitySchema,
    },
    async (request) =>
      tracked(async () => {
        const { owner, bugs } = await shopping(request);
        const product = productOf(request.params.productId);
        const { quantity } = request.body;
        return changeCart(owner, (lines) => setQuantity(lines, product, quantity, bugs));
      }),
  );

  app.delete(
    '/cart/items/:productId',
    { ...change, schema: schemas.removeSchema },
    async (request, reply) =>
      tracked(async () => {
        const { owner, bugs } = await shopping(request);
        const product = productOf(request.params.productId);
        const lines = await state.cart(owner);
        const remaining = removeLine(lines, product);
        if (bugs.has('B11')) return somethingWentWrong(reply);
        await state.saveCart(owner, remaining);
        return cartAnswer(remaining);
      }),
  );

  app.get('/checkout', { schema: schemas.checkoutSchema }, async (request) =>
    tracked(async () => {
      const { owner, bugs } = await shopping(request);
      const [lines, record] = await Promise.all([state.cart(owner), state.checkout(owner)]);
      return checkoutState(lines, record, bugs);
    }),
  );

  app.put(
    '/checkout',
    {
      ...change,
      ...bodyRules(SHOP_API_MESSAGES.checkoutBody),
      schema: schemas.saveCheckoutSchema,
    },
    async (request, reply) =>
      tracked(async () => {
        const { owner, bugs } = await shopping(request);
        const { firstName, lastName, email, postalCode, shipping, discountCode } = request.body;
        const form = { firstName, lastName, email, postalCode };
        const errors = checkoutErrors(form);
        if (Object.keys(errors).length > 0) {
          return reply.status(400).send({ message: SHOP_API_MESSAGES.checkoutInvalid, errors });
        }
        const [lines, record] = await Promise.all([state.cart(owner), state.checkout(owner)]);
        const saved = {
          details: { ...trimmedForm(form), shipping },
          discountCode:
            discountCode === undefined ? record.discountCode : discountCodeFrom(discountCode, bugs),
        };
        await state.saveCheckout(owner, saved);
        return checkoutTotals(lines, saved, bugs);
      }),
  );

  app.put(
    '/checkout/discount',
    {
      ...change,
      ...bodyRules(SHOP_API_MESSAGES.codeBody),
      schema: schemas.applyCodeSchema,
    },
    async (request) =>
      tracked(async () => {
        const { owner, bugs } = await shopping(request);
        const discountCode = discountCodeFrom(request.body.code, bugs);
        const [lines, record] = await Promise.all([state.cart(owner), state.checkout(owner)]);
        const saved = { ...record, discountCode };
        await state.saveCheckout(owner, saved);
        return checkoutState(lines, saved, bugs);
      }),
  );

  app.delete(
    '/checkout/discount',
    { ...change, schema: schemas.removeCodeSchema },
    async (request) =>
      tracked(async () => {
        const { owner, bugs } = await shopping(request);
        const [lines, record] = await Promise.all([state.cart(owner), state.checkout(owner)]);
        const saved = { ...record, discountCode: null };
        await state.saveCheckout(owner, saved);
        return checkoutState(lines, saved, bugs);
      }),
  );

  app.post('/orders', { ...change, schema: schemas.placeOrderSchema }, async (request, reply) =>
    tracked(async () => {
      const { owner, bugs } = await shopping(request);
      if (bugs.has('B10')) return somethingWentWrong(reply);
      const [lines, record] = await Promise.all([state.cart(owner), state.checkout(owner)]);
      if (lines.length === 0) throw new HttpError(409, SHOP_MESSAGES.cartEmpty);
      if (!record.details) throw new HttpError(409, SHOP_MESSAGES.detailsFirst);
      // Only one of two racing orders takes the cart; the other finds it empty.
      if (!(await state.takeCart(owner))) throw new HttpError(409, SHOP_MESSAGES.cartEmpty);
      const sequence = await state.nextOrderSequence(owner);
      const order = orderOf(
        orderNumber(sequence),
        new Date(),
        lines,
        record.details,
        record.discountCode,
        bugs,
      );
      await state.addOrder(owner, order);
      // The code was for this order; the details stay for the next one.
      await state.saveCheckout(owner, { details: record.details, discountCode: null });
      try {
        await delivery.deliver(orderMail(order), config.stateTtlMs);
      } catch (error) {
        request.log.warn(error, 'order e-mail delivery failed');
      }
      return reply.status(201).send(order);
    }),
  );

  app.get('/orders', { schema: schemas.ordersSchema }, async (request) =>
    tracked(async () => ({ orders: await ordersVisibleTo(await shopping(request)) })),
  );

  /** The order with this number that this login may see; 404 otherwise. */
  async function orderFor(shopping: Shopping, number: string) {
    const order = (await ordersVisibleTo(shopping)).find((o) => o.number === number);
    if (!order) throw new HttpError(404, SHOP_MESSAGES.noOrder(number));
    return order;
  }

  app.get('/orders/:number', { schema: schemas.orderSchema }, async (request) =>
    tracked(async () => orderFor(await shopping(request), request.params.number)),
  );

  app.get('/orders/:number/invoice', { schema: schemas.invoiceSchema }, async (request, reply) =>
    tracked(async () => {
      const login = await shopping(request);
      if (login.bugs.has('B13')) return somethingWentWrong(reply);
      const order = await orderFor(login, request.params.number);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoiceFileName(order.number)}"`)
        .send(await invoicePdf(order));
    }),
  );

  app.post('/reset', { ...change, schema: schemas.resetSchema }, async (request, reply) =>
    tracked(async () => {
      const { owner } = await shopping(request);
      await state.reset(owner);
      return reply.status(204).send(null);
    }),
  );
}
