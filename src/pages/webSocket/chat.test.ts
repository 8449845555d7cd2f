import { describe, expect, it } from 'vitest';
import {
  canConnect,
  canDrop,
  canSend,
  isTyping,
  readServerFrame,
  retrySeconds,
  socketUrl,
  stateText,
  type ConnectionState,
} from './chat';

const open: ConnectionState = { kind: 'open' };
const closed: ConnectionState = { kind: 'closed' };
const connecting: ConnectionState = { kind: 'connecting' };
const lost: ConnectionState = { kind: 'lost', seconds: 4 };

describe('stateText', () => {
  it('names each state as the status line shows it', () => {
    expect([connecting, open, lost, closed].map(stateText)).toEqual([
      'connecting…',
      'open',
      'lost, reconnecting in 4 s…',
      'closed',
    ]);
  });
});

describe('retrySeconds', () => {
  it('waits 1, 2, 4, 8, 8, 8 s for consecutive failures, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retrySeconds)).toEqual([1, 2, 4, 8, 8, 8, undefined]);
  });
});

describe('socketUrl', () => {
  it("is on the page's own origin, wss: under https:", () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/chat/socket',
    );
    expect(socketUrl({ protocol: 'https:', host: 'play.example' })).toBe(
      'wss://play.example/api/chat/socket',
    );
  });
});

describe('readServerFrame', () => {
  it('reads the four frames the page knows', () => {
    expect(readServerFrame('{"type":"agents","count":42}')).toEqual({ type: 'agents', count: 42 });
    expect(readServerFrame('{"type":"typing"}')).toEqual({ type: 'typing' });
    expect(readServerFrame('{"type":"reply","text":"Hi"}')).toEqual({ type: 'reply', text: 'Hi' });
    expect(readServerFrame('{"type":"error","message":"No"}')).toEqual({
      type: 'error',
      message: 'No',
    });
  });

  it.each([
    'not JSON',
    'null',
    '42',
    '{"type":"news","text":"x"}',
    '{"type":"agents","count":"3"}',
    '{"type":"reply"}',
    '{"type":"error","message":1}',
  ])('ignores %j', (data) => {
    expect(readServerFrame(data)).toBeUndefined();
  });

  it('ignores a binary frame', () => {
    expect(readServerFrame(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('the typing indicator', () => {
  it('shows while more typing than reply frames came', () => {
    expect(isTyping({ typing: 0, replies: 0 })).toBe(false);
    expect(isTyping({ typing: 2, replies: 1 })).toBe(true);
    expect(isTyping({ typing: 2, replies: 2 })).toBe(false);
  });
});

describe('the buttons', () => {
  it('send with an open socket and a non-blank field, drop with an open socket', () => {
    expect(canSend(open, ' Hi ')).toBe(true);
    expect(canSend(open, '   ')).toBe(false);
    for (const state of [connecting, lost, closed]) {
      expect(canSend(state, 'Hi')).toBe(false);
      expect(canDrop(state)).toBe(false);
    }
    expect(canDrop(open)).toBe(true);
  });

  it('connect only when closed (Disconnect at any other time)', () => {
    expect([connecting, open, lost, closed].map(canConnect)).toEqual([false, false, false, true]);
  });
});
