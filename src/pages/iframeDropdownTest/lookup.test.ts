import { beforeEach, describe, expect, it } from 'vitest';
import { escapeAttribute, innerFrameDocument, parentFrameDocument } from './frames';
import { wireProjectTypeLookup } from './lookup';

function loadInnerFrame(): Document {
  const doc = new DOMParser().parseFromString(innerFrameDocument('/frames.css'), 'text/html');
  wireProjectTypeLookup(doc);
  return doc;
}

const key = (target: Element, name: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
  );

describe('the project-type lookup', () => {
  let doc: Document;
  let input: HTMLInputElement;
  let list: HTMLElement;
  beforeEach(() => {
    doc = loadInnerFrame();
    input = doc.getElementById('projectType') as HTMLInputElement;
    list = doc.getElementById('projectTypeList')!;
  });

  it('opens with the Lookup button and fills the input with a clicked option', () => {
    expect(list.hidden).toBe(true);
    doc.querySelector<HTMLButtonElement>('button[aria-label="Lookup"]')!.click();
    expect(list.hidden).toBe(false);
    expect(Array.from(list.children, (li) => li.textContent)).toEqual([
      'Internal',
      'Customer',
      'Research',
    ]);
    (list.children[1] as HTMLElement).click();
    expect(input.value).toBe('Customer');
    expect(list.hidden).toBe(true);
  });

  it('opens with Arrow Down and picks the highlighted option with Enter', () => {
    key(input, 'ArrowDown');
    expect(list.hidden).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(input.value).toBe('Research');
    expect(list.hidden).toBe(true);
  });

  it('closes with Escape and with a click elsewhere, leaving the input as it was', () => {
    input.value = 'typed';
    key(input, 'ArrowDown');
    key(input, 'Escape');
    expect(list.hidden).toBe(true);
    const lookup = doc.querySelector<HTMLButtonElement>('button[aria-label="Lookup"]')!;
    lookup.click();
    key(lookup, 'Escape');
    expect(list.hidden).toBe(true);
    key(input, 'ArrowDown');
    doc.body.click();
    expect(list.hidden).toBe(true);
    expect(input.value).toBe('typed');
  });

  it('keeps the Lookup button out of the Tab order and leaves the caption unattached', () => {
    expect(doc.querySelector('button')!.tabIndex).toBe(-1);
    expect(doc.querySelector('label')).toBeNull();
    expect(input.placeholder).toBe('Type or pick a project type');
  });
});

describe('the parent frame', () => {
  it('holds the inner frame as an escaped srcdoc that parses back to the inner document', () => {
    const doc = new DOMParser().parseFromString(parentFrameDocument('/f.css'), 'text/html');
    const inner = doc.querySelector('iframe[title="inner-iframe"]')!;
    expect(inner.getAttribute('srcdoc')).toBe(innerFrameDocument('/f.css'));
    expect(doc.querySelector('#parentDropdown')!.textContent).toBe('Choose...AlphaBetaGamma');
  });
  it('escapes quotes and ampersands in attributes', () => {
    expect(escapeAttribute('a="b"&c')).toBe('a=&quot;b&quot;&amp;c');
  });
});
