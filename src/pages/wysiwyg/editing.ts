/** The editor's rules, free of the DOM: its formats, their shortcuts and the word count. */
export const INITIAL_TEXT = 'Write something here.';
export const INITIAL_HTML = `<p>${INITIAL_TEXT}</p>`;

/** Toolbar buttons in order, each with the editing command it toggles. */
export const FORMATS = [
  { label: 'Bold', command: 'bold' },
  { label: 'Italic', command: 'italic' },
  { label: 'Bulleted list', command: 'insertUnorderedList' },
] as const;

export type FormatCommand = (typeof FORMATS)[number]['command'];

const SHORTCUTS: Readonly<Record<string, FormatCommand>> = { b: 'bold', i: 'italic' };

/** The command a key combination stands for: Ctrl+B / Cmd+B bold, Ctrl+I / Cmd+I italic. */
export function shortcutCommand(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): FormatCommand | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  return SHORTCUTS[event.key.toLowerCase()];
}

/** Words are runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
