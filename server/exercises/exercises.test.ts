import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, exercises } from '../../src/shared/catalog.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import type { ExerciseList } from './list.js';

const UNKNOWN_CATEGORY_HELP =
  'Use one of: Basics, Forms & inputs, Waits & timing, Tables & data, DOM structure, Mouse & keyboard, Browser features, Media, Server & network, Auth & sessions, Practice apps.';

const listed = exercises.filter((e) => e.listed !== false);

describe('GET /api/exercises', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig(fakeClientBuild()));
  });
  afterAll(() => app.close());

  const list = async (query = '') => {
    const res = await app.inject(`/api/exercises${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    return res.json<ExerciseList>();
  };

  it('lists every listed page once, with its path, title, description and category', async () => {
    const body = await list();
    expect(body.count).toBe(listed.length);
    expect(body.exercises).toHaveLength(listed.length);
    for (const exercise of listed) {
      const { path, title, description, category } = exercise;
      expect(body.exercises).toContainEqual({ path, title, description, category });
    }
    expect(body.exercises.map((e) => e.path)).not.toContain('/newTab');
  });

  it('lists them in home order: category order, then title', async () => {
    const { exercises: items } = await list();
    const categoryIndexes = items.map((e) => CATEGORIES.indexOf(e.category));
    expect(categoryIndexes).toEqual([...categoryIndexes].sort((a, b) => a - b));
    const basics = items.filter((e) => e.category === 'Basics').map((e) => e.title);
    const listedBasics = exercises
      .filter((e) => e.listed !== false && e.category === 'Basics')
      .map((e) => e.title);
    expect(basics).toEqual(
      listedBasics.sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
  });

  it('filters with the home filter: every word, in title or description, any case or accent', async () => {
    const table = await list('?q=table');
    expect(table.count).toBeGreaterThan(0);
    expect(table.count).toBe(table.exercises.length);
    for (const e of table.exercises) {
      expect(`${e.title}\n${e.description}`.toLowerCase()).toContain('table');
    }
    expect(await list('?q=T%C3%81BLE')).toEqual(table);
    const twoWords = await list('?q=%20dynamic%20%20table%20');
    expect(twoWords.exercises.map((e) => e.path)).toEqual(['/dynamicTable']);
    expect(await list('?q=zzz')).toEqual({ count: 0, exercises: [] });
    expect((await list('?q=')).count).toBe(listed.length);
  });

  it('keeps one category, given by its exact name', async () => {
    const media = await list('?category=Media');
    expect(media.count).toBe(listed.filter((e) => e.category === 'Media').length);
    expect(media.exercises.every((e) => e.category === 'Media')).toBe(true);
    const forms = await list(`?category=${encodeURIComponent('Forms & inputs')}`);
    expect(forms.exercises.map((e) => e.category)).toEqual(
      listed.filter((e) => e.category === 'Forms & inputs').map(() => 'Forms & inputs'),
    );
  });

  it('combines q and category with AND', async () => {
    const body = await list(`?q=table&category=${encodeURIComponent('Tables & data')}`);
    expect(body.count).toBeGreaterThan(0);
    expect(body.exercises.every((e) => e.category === 'Tables & data')).toBe(true);
    expect(await list('?q=table&category=Media')).toEqual({ count: 0, exercises: [] });
  });

  it('accepts a q of 100 characters and refuses a longer one', async () => {
    expect((await list(`?q=${'a'.repeat(100)}`)).count).toBe(0);
    const res = await app.inject(`/api/exercises?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'q may have at most 100 characters.' });
  });

  it.each([
    ['Nope', 'Nope'],
    ['media', 'media'],
    ['', ''],
    ['%3Cb%3EMedia%3C%2Fb%3E', '<b>Media</b>'],
  ])('refuses the unknown category %j', async (raw, shown) => {
    const res = await app.inject(`/api/exercises?category=${raw}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `Unknown category: ${shown}. ${UNKNOWN_CATEGORY_HELP}` });
  });

  it('refuses a repeated parameter', async () => {
    const res = await app.inject('/api/exercises?category=Media&category=Basics');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'category may be given only once.' });
    const q = await app.inject('/api/exercises?q=a&q=b');
    expect(q.json()).toEqual({ message: 'q may be given only once.' });
  });

  it('ignores unknown parameters', async () => {
    expect((await list('?page=2')).count).toBe(listed.length);
  });

  it('may be cached for 5 minutes and answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject('/api/exercises?q=table');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await app.inject({
      url: '/api/exercises?q=table',
      headers: { 'if-none-match': `W/"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300');

    const other = await app.inject({
      url: '/api/exercises?q=zzz',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers other methods with the 404 of unknown API calls', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/exercises' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: POST /api/exercises' });
  });
});
