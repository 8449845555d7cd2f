import { describe, expect, it } from 'vitest';
import { addTodo, MESSAGES, parseTodos, removeDone, setDone, todosFrom, type Todo } from './todos';

const list = (...texts: string[]): Todo[] => texts.map((text) => ({ text, done: false }));

describe('addTodo', () => {
  it('appends the trimmed text, unticked', () => {
    expect(addTodo(list('Buy milk'), '  Call Ann \t')).toEqual({
      ok: true,
      list: [...list('Buy milk'), { text: 'Call Ann', done: false }],
      text: 'Call Ann',
    });
    expect(MESSAGES.added('Call Ann')).toBe('Added "Call Ann".');
  });

  it('refuses an empty text', () => {
    for (const input of ['', '   ', '\t\n']) {
      expect(addTodo([], input)).toEqual({ ok: false, message: 'Type a to-do first.' });
    }
  });

  it('refuses a listed text, ignoring case', () => {
    for (const input of ['Buy milk', 'buy MILK', ' BUY MILK ']) {
      expect(addTodo(list('Buy milk'), input)).toEqual({
        ok: false,
        message: 'That to-do is already on the list.',
      });
    }
    expect(addTodo(list('Buy milk'), 'Buy milk!').ok).toBe(true);
  });

  it('refuses a 21st to-do', () => {
    const twenty = list(...Array.from({ length: 20 }, (_, i) => `Task ${i + 1}`));
    expect(addTodo(twenty.slice(0, 19), 'Task 20').ok).toBe(true);
    expect(addTodo(twenty, 'Task 21')).toEqual({
      ok: false,
      message: 'The list is full: at most 20 to-dos.',
    });
  });

  it('keeps at most 60 characters', () => {
    const result = addTodo([], 'x'.repeat(61));
    expect(result.ok && result.text).toBe('x'.repeat(60));
    expect(addTodo([], ` ${'y'.repeat(60)} `)).toMatchObject({ text: 'y'.repeat(60) });
  });
});

describe('setDone and removeDone', () => {
  it('ticks and unticks the to-do with that text, wherever it is', () => {
    const ticked = setDone(list('A', 'B', 'C'), 'B', true);
    expect(ticked).toEqual([
      { text: 'A', done: false },
      { text: 'B', done: true },
      { text: 'C', done: false },
    ]);
    expect(setDone(ticked, 'B', false)).toEqual(list('A', 'B', 'C'));
    expect(setDone(list('A'), 'Gone', true)).toEqual(list('A'));
    expect(MESSAGES.ticked('B')).toBe('Ticked "B".');
    expect(MESSAGES.unticked('B')).toBe('Unticked "B".');
  });

  it('removes the ticked to-dos and says how many', () => {
    const todos = setDone(setDone(list('A', 'B', 'C'), 'A', true), 'C', true);
    expect(removeDone(todos)).toEqual({ list: list('B'), removed: 2 });
    expect(removeDone(list('B'))).toEqual({ list: list('B'), removed: 0 });
    expect(MESSAGES.removed(2)).toBe('Done to-dos removed: 2.');
  });
});

describe('parseTodos', () => {
  it('reads the stored JSON list in order', () => {
    expect(
      parseTodos('[{"text":"Buy milk","done":false},{"text":"Call Ann","done":true}]'),
    ).toEqual([
      { text: 'Buy milk', done: false },
      { text: 'Call Ann', done: true },
    ]);
    expect(parseTodos('[]')).toEqual([]);
  });

  it('reads a missing or unreadable value as empty', () => {
    for (const stored of [
      null,
      '',
      'not json',
      '{"text":"x","done":false}',
      '[{"text":"x"}]',
      '[{"text":1,"done":false}]',
      '[{"text":"x","done":"no"}]',
      '[null]',
      'null',
    ]) {
      expect(parseTodos(stored)).toEqual([]);
    }
  });

  it('keeps only the two fields of each to-do', () => {
    expect(todosFrom([{ text: 'x', done: true, extra: 1 }])).toEqual([{ text: 'x', done: true }]);
  });
});
