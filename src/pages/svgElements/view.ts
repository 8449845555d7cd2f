/** What the SVG box shows: the tab, then the tool text, then the product name (and back). */
export type SvgView = 'tab' | 'tool' | 'product';

export const INITIAL_VIEW: SvgView = 'tab';

export const TEXTS: Record<SvgView, string> = {
  tab: 'Hello World!',
  tool: '#1 Automation Tool',
  product: 'Automation Playground',
};

/** Closing the tab shows the tool text. */
export function closeTab(view: SvgView): SvgView {
  return view === 'tab' ? 'tool' : view;
}

/** The arrow switches between the tool text (right arrow) and the product name (left arrow). */
export function switchText(view: SvgView): SvgView {
  if (view === 'tool') return 'product';
  if (view === 'product') return 'tool';
  return view;
}

/** The arrow shown under each text: none on the tab. */
export function arrowOf(view: SvgView): 'Right arrow' | 'Left arrow' | null {
  if (view === 'tool') return 'Right arrow';
  if (view === 'product') return 'Left arrow';
  return null;
}
