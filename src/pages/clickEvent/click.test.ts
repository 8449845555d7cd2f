import { expect, it } from 'vitest';
import { clickSource, turnsGreen, MESSAGES } from './click';

it.each([
  [{ isTrusted: true, detail: 1 }, 'pointer', 'Clicked with a real pointer.'],
  [{ isTrusted: true, detail: 2 }, 'pointer', 'Clicked with a real pointer.'],
  [{ isTrusted: true, detail: 0 }, 'keyboard', 'Clicked with the keyboard.'],
  [{ isTrusted: false, detail: 0 }, 'script', 'Ignored a click dispatched by a script.'],
  [{ isTrusted: false, detail: 1 }, 'script', 'Ignored a click dispatched by a script.'],
] as const)('%j is a %s click', (event, source, message) => {
  expect(clickSource(event)).toBe(source);
  expect(MESSAGES[clickSource(event)]).toBe(message);
});

it('only a script click leaves the button as it is', () => {
  expect(turnsGreen('pointer')).toBe(true);
  expect(turnsGreen('keyboard')).toBe(true);
  expect(turnsGreen('script')).toBe(false);
});
