import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from './http.js';
import {
  batchedDestination,
  OneLineRequestLog,
  type LogDestination,
  type WriteSync,
} from './log.js';

/** A file descriptor's writes, each kept separately (as text, and as the bytes written). */
function recorder(takeAtMost = Infinity) {
  const writes: string[] = [];
  const chunks: Buffer[] = [];
  const write: WriteSync = (_fd, buffer, offset) => {
    const end = Math.min(buffer.length, offset + takeAtMost);
    chunks.push(Buffer.from(buffer.subarray(offset, end)));
    writes.push(buffer.subarray(offset, end).toString());
    return end - offset;
  };
  return { writes, chunks, write };
}

/** A destination whose end-of-turn flush runs when the test says so. */
function stepped(options: Parameters<typeof batchedDestination>[0] = {}) {
  const turnEnds: (() => void)[] = [];
  const destination = batchedDestination({ schedule: (flush) => turnEnds.push(flush), ...options });
  const endTurn = () => turnEnds.splice(0).forEach((flush) => flush());
  return { destination, endTurn, turnEnds };
}

describe('batchedDestination', () => {
  it('writes the lines of one turn together, in order, once the turn ends', () => {
    const out = recorder();
    const { destination, endTurn, turnEnds } = stepped({ write: out.write });
    destination.write('a\n');
    destination.write('b\n');
    destination.write('c\n');
    expect(out.writes).toEqual([]);
    expect(turnEnds).toHaveLength(1);
    endTurn();
    expect(out.writes).toEqual(['a\nb\nc\n']);
    destination.write('d\n');
    endTurn();
    expect(out.writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes at once when the waiting lines reach maxBuffered', () => {
    const out = recorder();
    const { destination } = stepped({ write: out.write, maxBuffered: 6 });
    destination.write('ab\n');
    expect(out.writes).toEqual([]);
    destination.write('cd\n');
    expect(out.writes).toEqual(['ab\ncd\n']);
  });

  it('writes the waiting lines first when the next would take them past maxBuffered', () => {
    const out = recorder();
    const { destination, endTurn } = stepped({ write: out.write, maxBuffered: 6 });
    destination.write('ab\n');
    destination.write('cdef\n');
    expect(out.writes).toEqual(['ab\n']);
    endTurn();
    expect(out.writes).toEqual(['ab\n', 'cdef\n']);
  });

  it('goes on from where a partial write stopped', () => {
    const out = recorder(4);
    const { destination, endTurn } = stepped({ write: out.write });
    destination.write('line one\n');
    destination.write('line two\n');
    endTurn();
    expect(out.writes.join('')).toBe('line one\nline two\n');
    expect(out.writes.length).toBeGreaterThan(1);
  });

  it('writes multi-byte text whole', () => {
    const out = recorder(3);
    const { destination, endTurn } = stepped({ write: out.write });
    destination.write('ünïcödé ✓\n');
    endTurn();
    expect(out.chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(out.chunks).toString()).toBe('ünïcödé ✓\n');
  });

  it('waits and retries while the pipe is full (EAGAIN), then writes everything', () => {
    const out = recorder();
    let busy = 2;
    const sleep = vi.fn();
    const write: WriteSync = (fd, buffer, offset) => {
      if (busy-- > 0) throw Object.assign(new Error('busy'), { code: 'EAGAIN' });
      return out.write(fd, buffer, offset);
    };
    const { destination, endTurn } = stepped({ write, sleep });
    destination.write('kept\n');
    endTurn();
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(out.writes).toEqual(['kept\n']);
  });

  it('throws any other write error, and does not write those lines again', () => {
    const out = recorder();
    let broken = true;
    const write: WriteSync = (fd, buffer, offset) => {
      if (broken) throw Object.assign(new Error('gone'), { code: 'EPIPE' });
      return out.write(fd, buffer, offset);
    };
    const { destination, endTurn } = stepped({ write });
    destination.write('lost\n');
    expect(() => endTurn()).toThrow('gone');
    broken = false;
    destination.write('next\n');
    endTurn();
    expect(out.writes).toEqual(['next\n']);
  });

  it('flushSync writes what waits, at once, and nothing when nothing waits', () => {
    const out = recorder();
    const { destination, endTurn } = stepped({ write: out.write });
    destination.flushSync();
    expect(out.writes).toEqual([]);
    destination.write('before exit\n');
    destination.flushSync();
    expect(out.writes).toEqual(['before exit\n']);
    endTurn();
    expect(out.writes).toEqual(['before exit\n']);
  });

  it('by default flushes at the end of the event-loop turn (setImmediate)', async () => {
    const out = recorder();
    const destination = batchedDestination({ write: out.write });
    destination.write('x\n');
    destination.write('y\n');
    await Promise.resolve();
    expect(out.writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.writes).toEqual(['x\ny\n']);
  });
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  remoteAddress?: string;
  req?: { method: string; url: string };
  err?: { message: string };
}

/** A destination that keeps each line, parsed. */
function memoryLog() {
  const lines: LogLine[] = [];
  const destination: LogDestination = {
    write: (line) => lines.push(JSON.parse(line) as LogLine),
    flushSync: () => {},
  };
  return { lines, destination };
}

describe('a server logging to a batched destination', () => {
  it('writes a fatal line, and every line waiting before it, at once (pino flushes on fatal)', async () => {
    const out = recorder();
    const { destination, endTurn } = stepped({ write: out.write });
    const app = createServer({ logLevel: 'info', logDestination: destination, trustProxy: false });
    try {
      app.log.info('still waiting');
      expect(out.writes).toEqual([]);
      app.log.fatal('crashed');
      expect(out.writes).toHaveLength(1);
      const lines = out.writes[0]!.trim()
        .split('\n')
        .map((line) => JSON.parse(line) as LogLine);
      expect(lines.map((line) => [line.level, line.msg])).toEqual([
        [30, 'still waiting'],
        [60, 'crashed'],
      ]);
      endTurn();
      expect(out.writes).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('the request log', () => {
  let app: Server | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function serve(logLevel: string) {
    const log = memoryLog();
    app = createServer({ logLevel, logDestination: log.destination, trustProxy: false });
    app.get('/hello', () => ({ hello: 'world' }));
    app.get('/broken', () => {
      throw new Error('broken handler');
    });
    await app.ready();
    return log;
  }

  it('logs each request at info in one line: method, url, status, response time, client', async () => {
    const log = await serve('info');
    await app!.inject('/hello?x=1');
    await app!.inject({ method: 'POST', url: '/api/missing' });
    expect(log.lines).toHaveLength(2);
    expect(log.lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      method: 'GET',
      url: '/hello?x=1',
      statusCode: 200,
      responseTime: expect.any(Number),
      remoteAddress: '127.0.0.1',
    });
    expect(log.lines[1]).toMatchObject({
      msg: 'request completed',
      method: 'POST',
      url: '/api/missing',
      statusCode: 404,
    });
    expect(log.lines[0]!.reqId).not.toBe(log.lines[1]!.reqId);
  });

  it('keeps the line as a request comes in for debug, with the same reqId', async () => {
    const log = await serve('debug');
    await app!.inject('/hello');
    const [incoming, completed] = log.lines;
    expect(log.lines).toHaveLength(2);
    expect(incoming).toMatchObject({ level: 20, msg: 'incoming request', req: { url: '/hello' } });
    expect(completed).toMatchObject({ level: 30, msg: 'request completed', statusCode: 200 });
    expect(incoming!.reqId).toBe(completed!.reqId);
  });

  it('logs no request at warn', async () => {
    const log = await serve('warn');
    await app!.inject('/hello');
    expect(log.lines).toEqual([]);
  });

  it('still logs a handler error at error, beside the request line', async () => {
    const log = await serve('info');
    await app!.inject('/broken');
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: 'broken handler' }),
      }),
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        url: '/broken',
        statusCode: 500,
      }),
    ]);
    expect(log.lines[0]!.reqId).toBe(log.lines[1]!.reqId);
  });

  it('logs a failed response as "request errored" at error, with the error', () => {
    const log = memoryLog();
    const logger = createServer({
      logLevel: 'info',
      logDestination: log.destination,
      trustProxy: false,
    }).log;
    const request = { method: 'GET', url: '/file', ip: '10.0.0.1' } as FastifyRequest;
    const reply = { statusCode: 200, elapsedTime: 3.5, log: logger } as unknown as FastifyReply;
    new OneLineRequestLog().requestCompleted(new Error('socket hang up'), request, reply);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request errored',
        method: 'GET',
        url: '/file',
        statusCode: 200,
        responseTime: 3.5,
        remoteAddress: '10.0.0.1',
        err: expect.objectContaining({ message: 'socket hang up' }),
      }),
    ]);
  });
});
