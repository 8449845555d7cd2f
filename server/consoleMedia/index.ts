import type { Server } from '../http.js';
import { messageReplies } from '../schemas.js';

export const MISSING_IMAGE_PATH = '/media/console/missing.png';
export const MISSING_IMAGE_MESSAGE = `There is no image at ${MISSING_IMAGE_PATH}: it always answers 404.`;

const missingImageSchema = {
  summary: 'An image that is always missing (/consoleErrors)',
  description:
    'Answers 404 with any query and is never cached, so each request the page makes fails ' +
    'and the browser logs it.',
  response: messageReplies({ 404: MISSING_IMAGE_MESSAGE }),
};

/**
 * SPEC-3 page 66: the image that "Load a missing image" asks for. Its own route wins over the
 * static files of /media, which would answer the app's not-found page instead.
 */
export async function consoleMediaRoutes(app: Server) {
  app.get(MISSING_IMAGE_PATH, { schema: missingImageSchema }, async (_request, reply) => {
    void reply.code(404).header('Cache-Control', 'no-store');
    return { message: MISSING_IMAGE_MESSAGE };
  });
}
