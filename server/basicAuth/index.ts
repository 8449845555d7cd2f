import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { BASIC_AUTH_SECURE_PATH, SECURE_FILES_PATH } from '../../src/shared/basicAuth.js';
import type { Shell } from '../shell.js';
import { hasValidCredentials, WWW_AUTHENTICATE } from './credentials.js';
import { secureFile } from './files.js';
import { NOT_AUTHORIZED_HTML } from './notAuthorizedPage.js';

export const MESSAGES = {
  authenticationRequired: 'Authentication required.',
  noSuchFile: 'No such file.',
} as const;

export interface BasicAuthOptions {
  /** The app shell, sent to a request with the right credentials. */
  pageShell: Shell;
}

const challenge = (reply: FastifyReply) =>
  reply.status(401).header('WWW-Authenticate', WWW_AUTHENTICATE);

/**
 * The pages behind HTTP Basic authentication (SPEC-2, pages 19 and 20): /basicAuth/secure and
 * the secure files of /secureDownload. Every answer is `Cache-Control: no-store`, so each visit
 * asks again. Outside /api on purpose, and so out of the OpenAPI document: /apiReference's
 * "Try it" would otherwise raise the browser's sign-in dialog.
 */
export const basicAuthPages: FastifyPluginAsyncTypebox<BasicAuthOptions> = async (
  app,
  { pageShell },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(BASIC_AUTH_SECURE_PATH, async (request, reply) => {
    if (hasValidCredentials(request.headers.authorization)) {
      return pageShell.sendNoStore(reply);
    }
    return challenge(reply).type('text/html; charset=utf-8').send(NOT_AUTHORIZED_HTML);
  });

  app.get(
    `${SECURE_FILES_PATH}/:name`,
    {
      schema: { params: Type.Object({ name: Type.String() }) },
      // Credentials come before the file name (SPEC-2, 0b): a stranger learns no names.
      onRequest: async (request, reply) => {
        if (!hasValidCredentials(request.headers.authorization)) {
          return challenge(reply).send({ message: MESSAGES.authenticationRequired });
        }
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = secureFile(name);
      if (file === undefined) return reply.status(404).send({ message: MESSAGES.noSuchFile });
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(file.content);
    },
  );
};
