import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../errors.js';
import { enforce, limiter } from '../limits.js';
import type { Store } from '../store/store.js';
import type { NotesConfig } from './config.js';
import { MAX_NOTES, MAX_TEXT_LENGTH, NOTES_MESSAGES as M } from './messages.js';
import { clearSchema, listSchema, saveSchema, type Note } from './schemas.js';

export interface NotesOptions {
  config: NotesConfig;
  store: Store;
}

/** A bad device id is named first, whatever else is wrong; then a bad body. */
const badRequest = (_errors: unknown, part: string) =>
  new Error(part === 'params' ? M.badDevice : M.badNote);

/**
 * GET, POST and DELETE /api/notes/{device} (SPEC-3 page 63): one device's notes in the shared
 * store, under one key that every use keeps for another `ttlMs`. The page syncs one note at a
 * time, so a read-then-write per POST is enough.
 */
export const notesApi: FastifyPluginAsyncTypebox<NotesOptions> = async (app, { config, store }) => {
  const perClient = limiter(app, 'notes', config.limitPerMinute, 60_000, (r) => r.ip);
  const preHandler = enforce([perClient], M.tooManyRequests);
  const key = (device: string) => `notes:${device}`;
  const read = async (device: string): Promise<Note[]> => {
    const value = await store.get(key(device));
    return value === undefined ? [] : (JSON.parse(value) as Note[]);
  };
  const write = (device: string, notes: Note[]) =>
    store.set(key(device), JSON.stringify(notes), config.ttlMs);

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/:device',
    { schema: listSchema, preHandler, schemaErrorFormatter: badRequest },
    async (request) => {
      const { device } = request.params;
      await store.touch(key(device), config.ttlMs);
      return { device, notes: await read(device) };
    },
  );

  app.post(
    '/:device',
    {
      schema: saveSchema,
      schemaErrorFormatter: badRequest,
      // The text's own rule is a 400 too: checked before the request is counted.
      preHandler: [
        async (request) => {
          const text = request.body.text.trim();
          if (text.length < 1 || text.length > MAX_TEXT_LENGTH) throw new HttpError(400, M.badText);
        },
        preHandler,
      ],
    },
    async (request, reply) => {
      const { device } = request.params;
      const { number, text, savedAt } = request.body;
      const notes = await read(device);
      const known = notes.find((note) => note.number === number);
      if (known) {
        await store.touch(key(device), config.ttlMs);
        return { note: known };
      }
      if (notes.length >= MAX_NOTES) throw new HttpError(409, M.full(MAX_NOTES));
      const note: Note = { number, text: text.trim(), savedAt, syncedAt: new Date().toISOString() };
      await write(
        device,
        [...notes, note].sort((a, b) => a.number - b.number),
      );
      return reply.code(201).send({ note });
    },
  );

  app.delete(
    '/:device',
    { schema: clearSchema, preHandler, schemaErrorFormatter: badRequest },
    async (request) => {
      const { device } = request.params;
      const notes = await read(device);
      await store.del(key(device));
      return { deleted: notes.length };
    },
  );
};
