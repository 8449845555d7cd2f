import { describe, expect, it } from 'vitest';
import { admitMessage, agentsAt, readClientFrame } from './frames.js';
import { MESSAGES } from './messages.js';

describe('agentsAt', () => {
  it('gives 3 at open, then 4, 5, 4, 3, 2, repeating', () => {
    const counts = Array.from({ length: 8 }, (_, tick) => agentsAt(tick));
    expect(counts.map((frame) => (frame.type === 'agents' ? frame.count : 0))).toEqual([
      3, 4, 5, 4, 3, 2, 3, 4,
    ]);
  });
});

describe('readClientFrame', () => {
  it('reads a message with its trimmed text, and a drop', () => {
    expect(readClientFrame('{"type":"message","text":"  Hi "}')).toEqual({
      kind: 'message',
      text: 'Hi',
    });
    expect(readClientFrame('{"type":"drop"}')).toEqual({ kind: 'drop' });
  });

  it.each([
    'Hi',
    '',
    'null',
    '[1]',
    '{"type":"message"}',
    '{"type":"message","text":5}',
    '{"type":"hello"}',
  ])('asks for JSON of the right shape for %j', (data) => {
    expect(readClientFrame(data)).toEqual({ kind: 'error', message: MESSAGES.notJson });
  });

  it('takes 1 to 200 characters once trimmed, counting an emoji as one', () => {
    const text = (s: string) => readClientFrame(JSON.stringify({ type: 'message', text: s }));
    expect(text('   ')).toEqual({ kind: 'error', message: MESSAGES.badLength });
    expect(text('a'.repeat(201))).toEqual({ kind: 'error', message: MESSAGES.badLength });
    expect(text(` ${'a'.repeat(200)} `)).toEqual({ kind: 'message', text: 'a'.repeat(200) });
    expect(text('😀'.repeat(200))).toEqual({ kind: 'message', text: '😀'.repeat(200) });
  });
});

describe('admitMessage', () => {
  it('admits `limit` messages in a sliding window, not counting the refused ones', () => {
    const sent: number[] = [];
    for (let i = 0; i < 10; i++) expect(admitMessage(sent, i * 100, 10, 10_000)).toBe(true);
    expect(admitMessage(sent, 9_999, 10, 10_000)).toBe(false);
    // The first went out at 0: at 10 s it leaves the window, and one more is admitted.
    expect(admitMessage(sent, 10_000, 10, 10_000)).toBe(true);
    expect(admitMessage(sent, 10_050, 10, 10_000)).toBe(false);
  });
});

describe('MESSAGES', () => {
  it('words the idle close and the rate from the settings', () => {
    expect(MESSAGES.idle(600)).toBe('Closed after 10 minutes without messages.');
    expect(MESSAGES.idle(60)).toBe('Closed after 1 minute without messages.');
    expect(MESSAGES.idle(90)).toBe('Closed after 90 seconds without messages.');
    expect(MESSAGES.slowDown(10, 10)).toBe('Slow down: at most 10 messages in 10 seconds.');
    expect(MESSAGES.reply('Hi')).toBe('Thanks, I got "Hi". An agent will follow up.');
  });
});
