import type { FastifyReply } from 'fastify';
import { loadFile, REVALIDATE, sendStatic, type StaticFile } from './static.js';

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

/** A shell answered from memory: index.html and its .br/.gz, read once at start (see static.ts). */
export function shellFrom(page: StaticFile): Shell {
  return {
    send: (reply, status = 200) => sendStatic(reply.request, reply, page, { status }),
    sendNoStore: async (reply, status = 200) =>
      sendStatic(reply.request, reply, page, { status, noStore: true }),
  };
}

/** Reads the built shell (clientDir/index.html) once. */
export async function shell(clientDir: string): Promise<Shell> {
  return shellFrom(await loadFile(clientDir, 'index.html', REVALIDATE));
}
