import type { Server } from '../http.js';
import { STATUS_CODES_PATH } from './statusCodes.js';

export const REDIRECT_GO_PATH = '/redirect/go';

/** SPEC-2 page 18: the redirect is the HTTP answer itself, a 302 with an empty body. */
export function redirectRoutes(app: Server) {
  app.get(REDIRECT_GO_PATH, (_request, reply) =>
    reply.header('Cache-Control', 'no-store').redirect(STATUS_CODES_PATH, 302),
  );
}
