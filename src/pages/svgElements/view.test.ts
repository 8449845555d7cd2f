import { describe, expect, it } from 'vitest';
import { INITIAL_VIEW, TEXTS, arrowOf, closeTab, switchText } from './view';

describe('the SVG box', () => {
  it('starts on the tab with "Hello World!" and no arrow', () => {
    expect(INITIAL_VIEW).toBe('tab');
    expect(TEXTS[INITIAL_VIEW]).toBe('Hello World!');
    expect(arrowOf('tab')).toBeNull();
  });

  it('closing the tab shows "#1 Automation Tool" with a right arrow', () => {
    expect(closeTab('tab')).toBe('tool');
    expect(TEXTS.tool).toBe('#1 Automation Tool');
    expect(arrowOf('tool')).toBe('Right arrow');
  });

  it('the right arrow shows the product name and becomes a left arrow, which switches back', () => {
    expect(switchText('tool')).toBe('product');
    expect(TEXTS.product).toBe('Automation Playground');
    expect(arrowOf('product')).toBe('Left arrow');
    expect(switchText('product')).toBe('tool');
  });

  it('ignores actions that do not apply', () => {
    expect(switchText('tab')).toBe('tab');
    expect(closeTab('tool')).toBe('tool');
  });
});
