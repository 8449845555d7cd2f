/** The rules every dropdown of the page follows: filtering, keyboard, what the panel lists. */
import type { DropdownSpec } from './dropdowns';

/** Options containing the search text, ignoring case; the text is used as typed. */
export function filterOptions(options: readonly string[], query: string): string[] {
  const wanted = query.toLowerCase();
  return options.filter((option) => option.toLowerCase().includes(wanted));
}

export interface Listed {
  /** The chosen option shown as the first row, blue with a clear button (Ngx), if it matches. */
  chosenRow: string | null;
  /** The options of the listbox, in order (with the chosen row first, when there is one). */
  options: string[];
  /** Nothing matches the search. */
  empty: boolean;
}

/** What the open panel lists for this search and choice. */
export function listed(spec: DropdownSpec, query: string, value: string | null): Listed {
  const matching = filterOptions(spec.options, query);
  const onTop = spec.chosenOnTop && value !== null && matching.includes(value);
  return {
    chosenRow: onTop ? value : null,
    options: onTop ? [value, ...matching.filter((option) => option !== value)] : matching,
    empty: matching.length === 0,
  };
}

/** The option active when the list appears: the chosen one if listed, else the first. */
export function openingActive(options: readonly string[], value: string | null): number {
  if (options.length === 0) return -1;
  return Math.max(0, value === null ? 0 : options.indexOf(value));
}

export type Move = 'next' | 'previous' | 'first' | 'last';

/** The active index after a move, kept within the list (no wrapping); -1 for an empty list. */
export function moveActive(active: number, move: Move, count: number): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return Math.min(active + 1, count - 1);
    case 'previous':
      return active < 0 ? count - 1 : Math.max(active - 1, 0);
  }
}

export type KeyAction =
  { kind: 'open' } | { kind: 'move'; move: Move } | { kind: 'choose' } | { kind: 'close' };

/**
 * What a key does. `typing` is true in a field that accepts text (a text combobox or a search
 * box): there Space types a space and Home/End move the caret; elsewhere Space opens or chooses.
 */
export function keyAction(key: string, open: boolean, typing: boolean): KeyAction | null {
  if (!open) {
    if (key === 'ArrowDown' || key === 'Enter' || (key === ' ' && !typing)) return { kind: 'open' };
    return null;
  }
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', move: 'next' };
    case 'ArrowUp':
      return { kind: 'move', move: 'previous' };
    case 'Home':
      return typing ? null : { kind: 'move', move: 'first' };
    case 'End':
      return typing ? null : { kind: 'move', move: 'last' };
    case 'Enter':
      return { kind: 'choose' };
    case ' ':
      return typing ? null : { kind: 'choose' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return null;
  }
}

/** The value an option sets: null for the clearing option. */
export function valueOf(spec: DropdownSpec, option: string): string | null {
  return option === spec.clearingOption ? null : option;
}

/** What the closed control shows (text fields show their chosen label beside the input). */
export function closedText(spec: DropdownSpec, value: string | null): string {
  return spec.fixedText ?? value ?? spec.placeholder;
}
