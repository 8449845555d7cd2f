import swagger from '@fastify/swagger';
import { Type } from 'typebox';
import type { Server } from './http.js';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Collects every route's schemas into an OpenAPI 3.1 document. Register it before the routes:
 * it hears of them as they are added. Routes without tags (static files, the app shell) stay out.
 */
export async function registerOpenApi(app: Server) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Automation Playground API',
        version: '1.0.0',
        description:
          'The practice APIs behind the server-backed pages. Every error is `{ "message": "..." }`. ' +
          'POSTs that change a session need the X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie ' +
          'that GET /api/session sets.',
      },
      tags: [
        { name: '2FA', description: 'The simulated e-mail verification of /emailValidation' },
        {
          name: 'Practice Shop',
          description:
            'The Practice Shop of /shop: login, products, cart, checkout, orders, invoice',
        },
        { name: 'Site', description: 'Health, readiness and the run-time settings' },
        { name: 'CAPTCHA', description: 'The practice CAPTCHA of /recaptcha' },
        {
          name: 'Practice API',
          description:
            'Per-workspace GET, POST, PUT, PATCH and DELETE of /apiPage and /mockApiPage',
        },
        {
          name: 'Login',
          description: 'The session login of /login and /secureArea, and /forgotPassword',
        },
        {
          name: 'Delays',
          description: 'Deliberately slow answers of /slowResources and /ajaxData',
        },
        {
          name: 'Event stream',
          description: 'The parcels and the server-sent events of /serverSentEvents',
        },
        {
          name: 'Cookies',
          description: 'The cookies a request carries, and an HttpOnly one (/cookies)',
        },
        { name: 'Chat', description: 'The WebSocket chat of /webSocket' },
        {
          name: 'Network Requests',
          description: 'Five kinds of requests to watch, change, mock or block (/networkRequests)',
        },
        { name: 'Offline Notes', description: 'The notes a device syncs from /offlineMode' },
        {
          name: 'Stored login state',
          description: 'The slow sign-in of /storageState and the check of its session cookie',
        },
      ],
    },
    hideUntagged: true,
  });

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This OpenAPI 3.1 document',
        tags: ['Site'],
        response: {
          200: Type.Object(
            {},
            {
              additionalProperties: true,
              description: 'The document',
              examples: [{ openapi: '3.1.0', info: {}, paths: {} }],
            },
          ),
        },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return app.swagger();
    },
  );
}
