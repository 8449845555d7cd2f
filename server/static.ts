import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Hashed build assets never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the HTML above all) is revalidated on each use. */
export const REVALIDATE = 'no-cache';

// The types @fastify/static (its `mime` table) gives the files a build holds in memory.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const OTHER_TYPE = 'application/octet-stream';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of one file, with the headers that depend on it. */
interface Variant {
  body: Buffer;
  /** As @fastify/static makes it: W/"<size hex>-<mtime ms hex>" of the file sent. */
  etag: string;
  lastModified: string;
  length: string;
}

/** A file of the build, held in memory in every encoding the build precompressed. */
export interface StaticFile {
  /** Its path under the client directory, for what memory does not answer (a byte range). */
  relativePath: string;
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

async function variantOf(path: string): Promise<Variant | undefined> {
  const [body, info] = await Promise.all([readFile(path), stat(path)]).catch(() => []);
  if (!body || !info) return undefined;
  return {
    body,
    etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
    lastModified: info.mtime.toUTCString(),
    length: String(info.size),
  };
}

/** Reads one file of the build and its .br/.gz twins, once. */
export async function loadFile(
  clientDir: string,
  relativePath: string,
  cacheControl: string,
): Promise<StaticFile> {
  const path = join(clientDir, relativePath);
  const [identity, br, gzip] = await Promise.all([
    variantOf(path),
    variantOf(`${path}.br`),
    variantOf(`${path}.gz`),
  ]);
  if (!identity) throw new Error(`No file ${path} in the build`);
  return {
    relativePath,
    type: TYPES[extname(path)] ?? OTHER_TYPE,
    cacheControl,
    variants: { identity, ...(br && { br }), ...(gzip && { gzip }) },
  };
}

/** Every hashed asset of the build (dist/client/assets), keyed by its URL path. */
export async function loadAssets(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const names = await readdir(join(clientDir, 'assets')).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map(async (name) =>
        files.set(`/assets/${name}`, await loadFile(clientDir, `assets/${name}`, IMMUTABLE)),
      ),
  );
  return files;
}

/**
 * The encoding to send from an Accept-Encoding header: Brotli, then gzip, among those the file
 * has and the client takes (q > 0); identity otherwise.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  has: { br?: unknown; gzip?: unknown },
): Encoding {
  const offered = (['br', 'gzip'] as const).filter((encoding) => has[encoding]);
  if (!acceptEncoding || offered.length === 0) return 'identity';
  // Content codings are case-insensitive (RFC 9110 8.4.1); the negotiator compares exactly.
  return (negotiate(acceptEncoding.toLowerCase(), offered) as Encoding | null) ?? 'identity';
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match against an ETag, compared weakly (RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

export interface SendOptions {
  status?: number;
  /** Never cached: no validators, `Cache-Control: no-store`. */
  noStore?: boolean;
  /** The request headers the choice of file depends on. */
  vary?: string;
}

/**
 * The headers of one encoding of a file from memory, in the order they are written: those
 * @fastify/static sent for it from disk (Content-Type, Cache-Control, ETag, Last-Modified, Vary,
 * Content-Encoding, Content-Length).
 */
export function staticHeaders(
  file: StaticFile,
  encoding: Encoding,
  { noStore = false, vary = 'accept-encoding' }: SendOptions = {},
): Record<string, string> {
  const variant = file.variants[encoding] ?? file.variants.identity;
  return {
    ...(noStore
      ? { 'cache-control': 'no-store' }
      : {
          'accept-ranges': 'bytes',
          'last-modified': variant.lastModified,
          etag: variant.etag,
        }),
    'content-type': file.type,
    ...(!noStore && { 'cache-control': file.cacheControl }),
    vary,
    ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    'content-length': variant.length,
  };
}

/**
 * Sends a file from memory as @fastify/static would send it from disk (staticHeaders), the
 * precompressed body the client takes, or a 304 when its If-None-Match still holds. A byte range
 * goes to @fastify/static (rare: a resumed download). `noStore` answers are never cached, so they
 * carry no validators.
 */
export function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  options: SendOptions = {},
): FastifyReply {
  const { status = 200, noStore = false } = options;
  if (request.headers.range !== undefined && !noStore && status === 200) {
    return reply.status(200).sendFile(file.relativePath);
  }
  const encoding = pickEncoding(request.headers['accept-encoding'], file.variants);
  const variant = file.variants[encoding] ?? file.variants.identity;
  const headers = staticHeaders(file, encoding, options);
  if (!noStore && status === 200 && matchesEtag(request.headers['if-none-match'], variant.etag)) {
    delete headers['content-type'];
    delete headers['content-length'];
    return reply.status(304).headers(headers).send();
  }
  return reply.status(status).headers(headers).send(variant.body);
}
