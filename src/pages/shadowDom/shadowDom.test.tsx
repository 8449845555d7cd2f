import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import ShadowDomPage from '.';
import { BUTTONS, LEVEL_TEXTS } from './labels';

/** The open shadow root of the one shadow host directly inside `parent`. */
function shadowIn(parent: Element | ShadowRoot): ShadowRoot {
  const host = [...parent.querySelectorAll('*')].find((el) => el.shadowRoot);
  if (!host?.shadowRoot) throw new Error('no shadow host');
  return host.shadowRoot;
}

const area = (name: string) => screen.getByRole('region', { name });

describe('ShadowDomPage', () => {
  it('changes the ordinary button to "First button" on click', () => {
    renderPage(<ShadowDomPage />);
    fireEvent.click(screen.getByRole('button', { name: BUTTONS.ordinary.before }));
    expect(screen.getByRole('button', { name: 'First button' })).toBeInTheDocument();
  });

  it('puts the second button in an open shadow root, and it changes on click', () => {
    renderPage(<ShadowDomPage />);
    const root = shadowIn(area('Shadow DOM'));
    expect(root.mode).toBe('open');
    const button = root.querySelector('button')!;
    expect(button).toHaveTextContent(BUTTONS.shadow.before);
    act(() => button.click());
    expect(button).toHaveTextContent('Second button');
  });

  it('puts the third button in a shadow root inside a shadow root', () => {
    renderPage(<ShadowDomPage />);
    const outer = shadowIn(area('Shadow DOM inside a shadow DOM'));
    expect(outer.querySelector('button')).toBeNull();
    const button = shadowIn(outer).querySelector('button')!;
    act(() => button.click());
    expect(button).toHaveTextContent('Third button');
  });

  it('nests the fourth area text three shadow levels deep', () => {
    renderPage(<ShadowDomPage />);
    let root: ShadowRoot | Element = area('Three nested shadow levels');
    for (const text of LEVEL_TEXTS) {
      root = shadowIn(root);
      expect(root.querySelector('p')).toHaveTextContent(text);
    }
    expect([...root.querySelectorAll('*')].some((el) => el.shadowRoot)).toBe(false);
  });
});
