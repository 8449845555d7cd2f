import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  errorOnLoad,
  LOG_LIMIT,
  missingImageSrc,
  reasonText,
  recordEvent,
  total,
  type EventState,
} from './events';

describe('recordEvent', () => {
  it('starts at zero everywhere with an empty log', () => {
    expect(Object.values(EMPTY.counts)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(total(EMPTY)).toBe(0);
    expect(EMPTY.log).toEqual([]);
  });

  it('counts each kind and numbers the log lines "{n}. {kind}: {text}" from 1', () => {
    let state = recordEvent(EMPTY, 'console.warn', 'Practice warning message');
    state = recordEvent(state, 'unhandled rejection', 'Practice unhandled rejection');
    state = recordEvent(state, 'console.warn', 'Practice warning message');
    state = recordEvent(state, 'failed resource', '/media/console/missing.png?n=1');
    expect(state.counts['console.warn']).toBe(2);
    expect(state.counts['unhandled rejection']).toBe(1);
    expect(state.counts['failed resource']).toBe(1);
    expect(state.counts['console.log']).toBe(0);
    expect(total(state)).toBe(4);
    expect(state.log.map((line) => line.text)).toEqual([
      '1. console.warn: Practice warning message',
      '2. unhandled rejection: Practice unhandled rejection',
      '3. console.warn: Practice warning message',
      '4. failed resource: /media/console/missing.png?n=1',
    ]);
    expect(EMPTY.counts['console.warn']).toBe(0);
  });

  it('keeps the newest 50 lines, while the counts and the numbers go on', () => {
    let state: EventState = EMPTY;
    for (let i = 0; i < 60; i++) state = recordEvent(state, 'console.log', `m${i + 1}`);
    expect(LOG_LIMIT).toBe(50);
    expect(state.log).toHaveLength(50);
    expect(state.log[0]!.text).toBe('11. console.log: m11');
    expect(state.log.at(-1)!.text).toBe('60. console.log: m60');
    expect(state.counts['console.log']).toBe(60);
    expect(total(state)).toBe(60);
  });
});

describe('reasonText', () => {
  it("is an Error's message, anything else as text", () => {
    expect(reasonText(new Error('Practice unhandled rejection'))).toBe(
      'Practice unhandled rejection',
    );
    expect(reasonText(new TypeError('bad'))).toBe('bad');
    expect(reasonText('plain')).toBe('plain');
    expect(reasonText(42)).toBe('42');
    expect(reasonText(undefined)).toBe('undefined');
  });
});

describe('missingImageSrc and errorOnLoad', () => {
  it('asks for the missing image with its click number', () => {
    expect(missingImageSrc(3)).toBe('/media/console/missing.png?n=3');
  });

  it('throws on load with errorOnLoad=1 only', () => {
    expect(errorOnLoad('?errorOnLoad=1')).toBe(true);
    expect(errorOnLoad('?seed=4&errorOnLoad=1')).toBe(true);
    for (const search of [
      '',
      '?errorOnLoad',
      '?errorOnLoad=0',
      '?errorOnLoad=true',
      '?errorOnLoad=11',
    ]) {
      expect(errorOnLoad(search)).toBe(false);
    }
  });
});
