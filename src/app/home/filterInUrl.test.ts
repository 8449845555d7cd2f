import { renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILTER_PARAM, useFilterInUrl } from './filterInUrl';

/** The address after typing `text` into a field public/start.js watches. */
function typedBeforeTheApp(text: string, param: string | null = FILTER_PARAM) {
  const field = document.createElement('input');
  if (param) field.setAttribute('data-address-param', param);
  document.body.append(field);
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.remove();
  return window.location.href;
}

/** The address after the app has applied `filter`. */
function appliedByTheApp(filter: string) {
  renderHook(() => useFilterInUrl(filter)).unmount();
  return window.location.href;
}

describe('the filter in the address, before and after the app runs', () => {
  beforeAll(() => {
    // public/start.js as the route's HTML runs it: its template of app scripts is there (empty).
    document.body.innerHTML = '<template id="app-scripts"></template>';
    new Function(readFileSync('public/start.js', 'utf8'))();
  });

  beforeEach(() => window.history.replaceState(null, '', '/#media'));

  it.each(['table', 'dynamic table', 'é & ?#=', '  padded  '])(
    'writes %j into ?q= as the app does, keeping the rest of the address',
    (text) => {
      const before = typedBeforeTheApp(text);
      window.history.replaceState(null, '', '/#media');
      expect(appliedByTheApp(text)).toBe(before);
      expect(new URL(before).searchParams.get('q')).toBe(text);
      expect(new URL(before).hash).toBe('#media');
    },
  );

  it('removes ?q= when the typed text is blank, as the app does', () => {
    window.history.replaceState(null, '', '/?q=table');
    expect(typedBeforeTheApp('   ')).toBe(`${window.location.origin}/`);
    window.history.replaceState(null, '', '/?q=table');
    expect(appliedByTheApp('   ')).toBe(`${window.location.origin}/`);
  });

  it('adds no history entry, and leaves fields without the mark alone', () => {
    const entries = window.history.length;
    typedBeforeTheApp('table');
    expect(window.history.length).toBe(entries);
    window.history.replaceState(null, '', '/');
    expect(typedBeforeTheApp('table', null)).toBe(`${window.location.origin}/`);
  });
});
