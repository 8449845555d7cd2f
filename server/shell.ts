import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';

/** The app shell (index.html): the server's answer to every page request. */
export interface Shell {
  /** Revalidated on each use and sent precompressed where the client takes it. */
  send(reply: FastifyReply, status?: number): FastifyReply;
  /**
   * For a page whose server answer is the exercise (a status, a delay, a session check):
   * `Cache-Control: no-store`, so that every visit asks the server again.
   */
  sendNoStore(reply: FastifyReply, status?: number): Promise<FastifyReply>;
}

export function shell(clientDir: string): Shell {
  let html: Buffer | undefined;
  return {
    send: (reply, status = 200) => reply.status(status).sendFile('index.html'),
    sendNoStore: async (reply, status = 200) => {
      html ??= await readFile(join(clientDir, 'index.html'));
      return reply
        .status(status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  };
}
