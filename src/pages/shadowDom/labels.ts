/** Each button's label before and after its click, area by area. */
export const BUTTONS = {
  ordinary: { before: 'Page button', after: 'First button' },
  shadow: { before: 'Shadow button', after: 'Second button' },
  nested: { before: 'Nested shadow button', after: 'Third button' },
} as const;

/** The text at each of the fourth area's three nested shadow levels. */
export const LEVEL_TEXTS = [
  'Shadow level 1',
  'Shadow level 2',
  'Shadow level 3: the deepest text',
] as const;
