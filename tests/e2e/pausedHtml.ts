import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe the upstream bytes, not the decoded body this proxy sends. */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * A proxy of the site at `target` that sends every HTML document up to the first `marker` in it,
 * holds the rest back for `pauseMs`, then sends it: the browser parses, and may paint, a part of
 * the page, as a busy phone does when its parser yields. Everything else passes through as it is.
 */
export async function htmlPausedAt(target: string, marker: string, pauseMs: number) {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url!, target), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers = [...upstream.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name));
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const body = Buffer.from(await upstream.arrayBuffer());
      const at = body.indexOf(marker);
      if (!upstream.headers.get('content-type')?.startsWith('text/html') || at < 0) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, at));
      setTimeout(() => response.end(body.subarray(at)), pauseMs);
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
