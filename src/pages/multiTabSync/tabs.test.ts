import { describe, expect, it } from 'vitest';
import { gone, heard, MISSED_LIMIT, NO_PEERS, openTabs, rollCall, signalFrom } from './tabs';

describe('counting tabs', () => {
  it('counts this tab and every other one heard', () => {
    expect(openTabs(NO_PEERS)).toBe(1);
    const two = heard(heard(NO_PEERS, 'a'), 'b');
    expect(openTabs(two)).toBe(3);
    expect(openTabs(heard(two, 'a'))).toBe(3);
    expect(openTabs(gone(two, 'a'))).toBe(2);
    expect(openTabs(gone(two, 'unknown'))).toBe(3);
    expect(openTabs(NO_PEERS)).toBe(1);
  });

  it('drops a tab that stays silent for two roll calls; hearing it again keeps it', () => {
    expect(MISSED_LIMIT).toBe(2);
    let peers = heard(heard(NO_PEERS, 'quiet'), 'talking');
    peers = rollCall(peers);
    expect(openTabs(peers)).toBe(3);
    peers = heard(peers, 'talking');
    peers = rollCall(peers);
    expect([...peers.keys()]).toEqual(['talking']);
    peers = rollCall(heard(peers, 'talking'));
    expect(openTabs(peers)).toBe(2);
  });
});

describe('signalFrom', () => {
  it('takes the known signals and drops anything else', () => {
    expect(signalFrom({ kind: 'call', from: 'a' })).toEqual({ kind: 'call', from: 'a' });
    expect(signalFrom({ kind: 'here', from: 'a', extra: 1 })).toEqual({ kind: 'here', from: 'a' });
    expect(signalFrom({ kind: 'bye', from: 'a' })).toEqual({ kind: 'bye', from: 'a' });
    expect(signalFrom({ kind: 'todos', todos: [{ text: 'x', done: false }] })).toEqual({
      kind: 'todos',
      todos: [{ text: 'x', done: false }],
    });
    expect(signalFrom({ kind: 'todos', todos: 'junk' })).toEqual({ kind: 'todos', todos: [] });
    for (const value of [
      null,
      'call',
      1,
      {},
      { kind: 'call' },
      { kind: 'call', from: 2 },
      { kind: 'other', from: 'a' },
    ]) {
      expect(signalFrom(value)).toBeUndefined();
    }
  });
});
