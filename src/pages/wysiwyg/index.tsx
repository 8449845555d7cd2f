import { useCallback, useEffect, useRef, useState } from 'react';
import {
  countWords,
  FORMATS,
  INITIAL_HTML,
  INITIAL_TEXT,
  shortcutCommand,
  type FormatCommand,
} from './editing';

type Pressed = Record<FormatCommand, boolean>;
const NOTHING_PRESSED: Pressed = { bold: false, italic: false, insertUnorderedList: false };

/** The editor's selection, when it lies inside the editor. */
function selectionIn(editor: HTMLElement): Range | undefined {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return undefined;
  const range = selection.getRangeAt(0);
  return editor.contains(range.commonAncestorContainer) ? range : undefined;
}

/**
 * A contenteditable editor driven by the browser's own editing commands (no library): they
 * write <b>, <i> and <ul><li>, keep undo working and need no bytes. A toolbar button keeps the
 * editor's last selection, so it works from the keyboard too.
 */
export default function WysiwygPage() {
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | undefined>(undefined);
  const [html, setHtml] = useState(INITIAL_HTML);
  const [words, setWords] = useState(() => countWords(INITIAL_TEXT));
  const [pressed, setPressed] = useState<Pressed>(NOTHING_PRESSED);

  const readEditor = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    setHtml(editor.innerHTML);
    setWords(countWords(editor.innerText));
  }, []);

  const readFormats = useCallback(() => {
    const editor = editorRef.current;
    const range = editor && selectionIn(editor);
    if (!range) return;
    savedRange.current = range.cloneRange();
    setPressed({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      insertUnorderedList: document.queryCommandState('insertUnorderedList'),
    });
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.innerHTML = INITIAL_HTML;
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand('styleWithCSS', false, 'false');
    document.addEventListener('selectionchange', readFormats);
    return () => document.removeEventListener('selectionchange', readFormats);
  }, [readFormats]);

  const apply = (command: FormatCommand) => {
    const editor = editorRef.current;
    if (!editor) return;
    if (!selectionIn(editor)) {
      editor.focus();
      const selection = document.getSelection();
      if (savedRange.current && selection) {
        selection.removeAllRanges();
        selection.addRange(savedRange.current);
      }
    }
    document.execCommand(command);
    readEditor();
    readFormats();
  };

  return (
    <section>
      <div className="btn-toolbar gap-2 mb-2" role="toolbar" aria-label="Formatting">
        {FORMATS.map(({ label, command }) => (
          <button
            key={command}
            type="button"
            className={`btn btn-outline-secondary${pressed[command] ? ' active' : ''}`}
            aria-pressed={pressed[command]}
            // Keep the editor's selection when the button is clicked with the mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(command)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        ref={editorRef}
        className="form-control mb-2"
        style={{ minHeight: '10rem' }}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="Editor"
        tabIndex={0}
        onInput={readEditor}
        onKeyDown={(event) => {
          const command = shortcutCommand(event.nativeEvent);
          if (!command) return;
          event.preventDefault();
          apply(command);
        }}
        onPaste={(event) => {
          event.preventDefault();
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
      />
      <p className="mb-3">Words: {words}</p>
      <h2 id="html-panel" className="h6">
        HTML
      </h2>
      <pre
        role="region"
        aria-labelledby="html-panel"
        tabIndex={0}
        className="border rounded p-2 bg-body-tertiary text-wrap text-break"
      >
        {html}
      </pre>
    </section>
  );
}
