import { expect, it } from 'vitest';
import { clickedMessage } from './status';

it('quotes the class the target had when clicked', () => {
  expect(clickedMessage('btn btn-primary')).toBe(
    "Moving target clicked; its class is 'btn btn-primary'.",
  );
  expect(clickedMessage('btn btn-primary spin')).toBe(
    "Moving target clicked; its class is 'btn btn-primary spin'.",
  );
});
