import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ServerFrame } from '../../src/shared/chat.js';

/** A chat socket as a test sees it: the frames so far, the next one, and how it closed. */
export interface ChatClient {
  socket: WebSocket;
  /** The next frame not read yet (frames are queued as they come). */
  next(): Promise<ServerFrame>;
  send(frame: unknown): void;
  /** Resolves when the socket closes: the code (1006 without a close frame) and reason. */
  closed: Promise<{ code: number; reason: string }>;
}

export interface ChatOpenOptions {
  origin?: string;
  /** A loopback address of its own (127.0.0.x), to be another client IP. */
  localAddress?: string;
}

/** The refusal of an upgrade: status, Retry-After and the JSON body. */
export interface Refusal {
  status: number;
  retryAfter: string | undefined;
  body: unknown;
}

function socketTo(baseUrl: string, { origin, localAddress }: ChatOpenOptions) {
  const url = `${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;
  return new WebSocket(url, { ...(origin && { origin }), ...(localAddress && { localAddress }) });
}

/** Opens a chat socket; rejects when the upgrade is refused. */
export async function openChat(
  baseUrl: string,
  options: ChatOpenOptions = {},
): Promise<ChatClient> {
  const socket = socketTo(baseUrl, options);
  const queue: ServerFrame[] = [];
  const waiting: ((frame: ServerFrame) => void)[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    const reader = waiting.shift();
    if (reader) reader(frame);
    else queue.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await once(socket, 'open');
  return {
    socket,
    next: () => {
      const frame = queue.shift();
      return frame ? Promise.resolve(frame) : new Promise((resolve) => waiting.push(resolve));
    },
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    closed,
  };
}

/** Tries an upgrade that the server is expected to refuse, and reads its answer. */
export async function refusedChat(
  baseUrl: string,
  options: ChatOpenOptions = {},
): Promise<Refusal> {
  const socket = socketTo(baseUrl, options);
  socket.on('error', () => {});
  const [, response] = (await Promise.race([
    once(socket, 'unexpected-response'),
    once(socket, 'open').then(() => {
      socket.close();
      throw new Error('the upgrade was accepted');
    }),
  ])) as [unknown, IncomingMessage];
  let text = '';
  for await (const chunk of response) text += chunk;
  socket.terminate();
  return {
    status: response.statusCode ?? 0,
    retryAfter: response.headers['retry-after'] as string | undefined,
    body: JSON.parse(text),
  };
}
