import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, tooManyRequests } from '../errors.js';
import { enforce, limiter } from '../limits.js';
import type { Store } from '../store/store.js';
import type { TrackingConfig } from './config.js';
import {
  LAST_STEP,
  eventText,
  newTrackingId,
  statusOf,
  stepTime,
  stepsReached,
  type StoredParcel,
} from './events.js';
import { MESSAGES } from './messages.js';
import { createSchema, dropSchema, eventsSchema } from './schemas.js';

export interface TrackingOptions {
  config: TrackingConfig;
  store: Store;
}

/** A stream's slot outlives its last step by this much (its `end` and a slow client). */
const SLOT_GRACE_MS = 5000;

const parcelKey = (id: string) => `tracking:parcel:${id}`;
const dropChannel = (id: string) => `tracking:drop:${id}`;
const streamsKey = (ip: string) => `tracking:streams:${ip}`;

/**
 * POST /tracking, GET /tracking/:id/events and POST /tracking/:id/drop (SPEC-3 page 61),
 * registered under /api: parcels in the shared store, their status as a server-sent event stream.
 */
export const trackingApi: FastifyPluginAsyncTypebox<TrackingOptions> = async (
  app,
  { config, store },
) => {
  const parcelLimit = enforce(
    [limiter(app, 'tracking-parcel', config.parcelLimit, config.parcelWindowMs, (r) => r.ip)],
    MESSAGES.tooManyParcels,
  );
  const dropLimit = enforce([
    limiter(app, 'tracking-drop', config.dropLimit, config.dropWindowMs, (r) => r.ip),
  ]);
  /** The streams this instance holds, each with the function that ends it. */
  const open = new Set<() => Promise<void>>();
  // Ended before the server closes its connections, which would otherwise wait for them.
  app.addHook('preClose', async () => {
    await Promise.all([...open].map((end) => end()));
  });

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });

  const findParcel = async (id: string): Promise<StoredParcel> => {
    const stored = await store.get(parcelKey(id));
    if (stored === undefined) throw new HttpError(404, MESSAGES.noSuchParcel(id));
    return JSON.parse(stored) as StoredParcel;
  };

  app.post(
    '/tracking',
    {
      schema: createSchema,
      schemaErrorFormatter: () => new Error(MESSAGES.badInterval),
      preHandler: parcelLimit,
    },
    async (request, reply) => {
      const parcel: StoredParcel = {
        trackingId: newTrackingId(),
        intervalSeconds: request.body.intervalSeconds,
        createdAt: Date.now(),
      };
      await store.set(parcelKey(parcel.trackingId), JSON.stringify(parcel), config.parcelTtlMs);
      return reply.code(201).send({
        ...parcel,
        createdAt: new Date(parcel.createdAt).toISOString(),
      });
    },
  );

  app.get(
    '/tracking/:trackingId/events',
    { schema: eventsSchema, schemaErrorFormatter: () => new Error(MESSAGES.badLastEventId) },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      const parcel = await findParcel(request.params.trackingId);
      const member = randomUUID();
      // The slot lives as long as the stream can: it ends with the last step at the latest.
      const lifetimeMs = Math.max(0, stepTime(parcel, LAST_STEP) - Date.now()) + SLOT_GRACE_MS;
      const slot = await store.acquireSlot(
        streamsKey(request.ip),
        member,
        config.maxStreamsPerClient,
        lifetimeMs,
      );
      if (!slot.acquired) {
        throw tooManyRequests(
          Math.max(1, Math.ceil(slot.retryAfterMs / 1000)),
          MESSAGES.tooManyStreams,
        );
      }

      const body = new PassThrough();
      let timer: NodeJS.Timeout | undefined;
      let ended: Promise<void> | undefined;
      let unsubscribe = async () => {};
      const end = () =>
        (ended ??= (async () => {
          clearTimeout(timer);
          open.delete(end);
          if (!body.destroyed) body.end();
          await unsubscribe();
          // With the store out of reach the slot frees itself when its TTL ends.
          await store.releaseSlot(streamsKey(request.ip), member).catch((error: unknown) => {
            request.log.warn(error, 'could not free an event-stream slot');
          });
        })());
      try {
        unsubscribe = await store.subscribe(dropChannel(parcel.trackingId), () => void end());
      } catch (error) {
        await end();
        throw error;
      }
      open.add(end);
      reply.raw.once('close', () => void end());

      let last = lastEventId === undefined ? 0 : Number(lastEventId);
      const sendDue = () => {
        for (const step of stepsReached(parcel, last, Date.now())) {
          body.write(eventText({ id: step, event: 'status', data: statusOf(parcel, step) }));
          last = step;
        }
        if (last === LAST_STEP) {
          body.write(eventText({ event: 'end', data: {} }));
          void end();
          return;
        }
        timer = setTimeout(sendDue, stepTime(parcel, last + 1) - Date.now());
      };
      body.write(eventText({ retry: config.retryMs }));
      if (lastEventId !== undefined)
        body.write(eventText({ event: 'resumed', data: { after: last } }));
      sendDue();
      // The body is the stream of that text (the schema's type describes what is sent, not the stream).
      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .send(body as unknown as string);
    },
  );

  app.post(
    '/tracking/:trackingId/drop',
    {
      schema: dropSchema,
      schemaErrorFormatter: () => new Error(MESSAGES.badDropBody),
    },
    async (request) => {
      const { trackingId } = await findParcel(request.params.trackingId);
      await dropLimit(request);
      return { dropped: await store.publish(dropChannel(trackingId), 'drop') };
    },
  );
};
