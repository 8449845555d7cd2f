import { describe, expect, it } from 'vitest';
import {
  closedText,
  filterOptions,
  keyAction,
  listed,
  moveActive,
  openingActive,
  valueOf,
} from './combobox';
import { DROPDOWNS, NBSP, type DropdownSpec } from './dropdowns';

const spec = (caption: string) => DROPDOWNS.find((d) => d.caption === caption) as DropdownSpec;

describe('filterOptions', () => {
  const options = ['JQueryOption1', 'JQueryOption2', 'Other'];
  it('keeps options containing the text, ignoring case', () => {
    expect(filterOptions(options, 'option2')).toEqual(['JQueryOption2']);
    expect(filterOptions(options, 'QUERY')).toEqual(['JQueryOption1', 'JQueryOption2']);
    expect(filterOptions(options, 'the')).toEqual(['Other']);
  });
  it('keeps every option for an empty text and none for an unknown one', () => {
    expect(filterOptions(options, '')).toEqual(options);
    expect(filterOptions(options, 'zzz')).toEqual([]);
  });
  it('uses the text as typed, spaces included', () => {
    expect(filterOptions(options, ' ')).toEqual([]);
    expect(filterOptions(['Option 1', 'Option2'], 'n 1')).toEqual(['Option 1']);
  });
});

describe('listed', () => {
  const ngx = spec('Angular Ngx Select');
  it('puts the chosen option on top for Ngx, still an option, the others after it', () => {
    const shown = listed(ngx, '', 'NgxSelectOption2');
    expect(shown).toEqual({
      chosenRow: 'NgxSelectOption2',
      options: ['NgxSelectOption2', 'NgxSelectOption1', 'NgxSelectOption3', 'NgxSelectOption4'],
      empty: false,
    });
    // Reopened, the chosen option is the active one.
    expect(openingActive(shown.options, 'NgxSelectOption2')).toBe(0);
  });
  it('filters the chosen row like the others', () => {
    expect(listed(ngx, '3', 'NgxSelectOption2')).toEqual({
      chosenRow: null,
      options: ['NgxSelectOption3'],
      empty: false,
    });
    expect(listed(ngx, '2', 'NgxSelectOption2')).toEqual({
      chosenRow: 'NgxSelectOption2',
      options: ['NgxSelectOption2'],
      empty: false,
    });
  });
  it('keeps the chosen option in the list elsewhere, and says when nothing matches', () => {
    const select2 = spec('JQuery Select2');
    expect(listed(select2, '', 'JQueryOption3').options).toHaveLength(4);
    expect(listed(select2, 'x', null)).toEqual({ chosenRow: null, options: [], empty: true });
  });
});

describe('openingActive', () => {
  it('starts on the chosen option, else the first', () => {
    expect(openingActive(['a', 'b', 'c'], 'b')).toBe(1);
    expect(openingActive(['a', 'b', 'c'], null)).toBe(0);
    expect(openingActive(['a', 'b', 'c'], 'z')).toBe(0);
    expect(openingActive([], 'a')).toBe(-1);
  });
});

describe('moveActive', () => {
  it('moves within the list without wrapping', () => {
    expect(moveActive(0, 'next', 3)).toBe(1);
    expect(moveActive(2, 'next', 3)).toBe(2);
    expect(moveActive(1, 'previous', 3)).toBe(0);
    expect(moveActive(0, 'previous', 3)).toBe(0);
    expect(moveActive(1, 'first', 3)).toBe(0);
    expect(moveActive(0, 'last', 3)).toBe(2);
  });
  it('starts from nothing active, and finds nothing in an empty list', () => {
    expect(moveActive(-1, 'next', 3)).toBe(0);
    expect(moveActive(-1, 'previous', 3)).toBe(2);
    expect(moveActive(-1, 'next', 0)).toBe(-1);
  });
});

describe('keyAction', () => {
  it('opens a closed control with Enter, Space or Arrow Down', () => {
    for (const key of ['Enter', ' ', 'ArrowDown'])
      expect(keyAction(key, false, false)).toEqual({ kind: 'open' });
    expect(keyAction('ArrowUp', false, false)).toBeNull();
    expect(keyAction('Escape', false, false)).toBeNull();
  });
  it('lets Space type a space in a text field, which Enter or Arrow Down opens', () => {
    expect(keyAction(' ', false, true)).toBeNull();
    expect(keyAction(' ', true, true)).toBeNull();
    expect(keyAction('Enter', false, true)).toEqual({ kind: 'open' });
    expect(keyAction('ArrowDown', false, true)).toEqual({ kind: 'open' });
  });
  it('moves with the arrows, chooses with Enter, closes with Escape', () => {
    expect(keyAction('ArrowDown', true, true)).toEqual({ kind: 'move', move: 'next' });
    expect(keyAction('ArrowUp', true, false)).toEqual({ kind: 'move', move: 'previous' });
    expect(keyAction('Enter', true, true)).toEqual({ kind: 'choose' });
    expect(keyAction(' ', true, false)).toEqual({ kind: 'choose' });
    expect(keyAction('Escape', true, true)).toEqual({ kind: 'close' });
  });
  it('keeps Home and End for the caret in text fields', () => {
    expect(keyAction('Home', true, false)).toEqual({ kind: 'move', move: 'first' });
    expect(keyAction('End', true, false)).toEqual({ kind: 'move', move: 'last' });
    expect(keyAction('Home', true, true)).toBeNull();
    expect(keyAction('a', true, true)).toBeNull();
  });
});

describe('valueOf and closedText', () => {
  it('clears the value with Material blank option', () => {
    const material = spec('Angular Material Design');
    expect(valueOf(material, NBSP)).toBeNull();
    expect(valueOf(material, 'MatOption2')).toBe('MatOption2');
  });
  it('shows the placeholder, the chosen label, or a fixed text', () => {
    const semantic = spec('React Semantic Select');
    expect(closedText(semantic, null)).toBe('ReactSemanticOption1');
    expect(closedText(semantic, 'ReactSemanticOption3')).toBe('ReactSemanticOption3');
    expect(closedText(spec('JQuery Select2'), null)).toBe('Select an option');
    expect(closedText(spec('Angular Ngx Select'), null)).toBe('Select');
    expect(closedText(spec('Animated Dropdown'), 'Option 2')).toBe('Choose something...');
    expect(closedText(spec('Delayed Dropdown'), 'Option 2')).toBe('Select an option');
  });
});

describe('DROPDOWNS', () => {
  it('lists the eight dropdowns row by row with their options', () => {
    expect(DROPDOWNS.map((d) => d.caption)).toEqual([
      'Angular Material Design',
      'React Semantic Select',
      'Angular Ng Select',
      'JQuery Select2',
      'Angular Ngx Select',
      'Animated Dropdown',
      'React Dropdown Select',
      'Delayed Dropdown',
    ]);
    expect(spec('Angular Material Design').options).toEqual([
      '\u00a0',
      'MatOption1',
      'MatOption2',
      'MatOption3',
      'MatOption4',
    ]);
    expect(spec('Animated Dropdown').options).toEqual([
      'Option 1',
      'Option 2',
      'Option 3',
      'Option 4',
    ]);
    expect(spec('React Dropdown Select').options.at(-1)).toBe('ReactDropdownOption4');
  });
});
