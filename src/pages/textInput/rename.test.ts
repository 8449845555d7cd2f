import { describe, expect, it } from 'vitest';
import { renameOutcome } from './rename';

describe('renameOutcome', () => {
  it('asks for a name when the field is blank, typed or not', () => {
    expect(renameOutcome('', null)).toEqual({ renamed: false, status: 'Type a name first.' });
    expect(renameOutcome('   ', '   ')).toEqual({ renamed: false, status: 'Type a name first.' });
  });

  it('renames the button to a value that typing produced', () => {
    expect(renameOutcome('Hello', 'Hello')).toEqual({
      renamed: true,
      name: 'Hello',
      status: 'Button renamed to Hello.',
    });
  });

  it('keeps the name when the value was never typed or was changed since', () => {
    const refused = {
      renamed: false,
      status: 'The text was not typed, so the button keeps its name.',
    };
    expect(renameOutcome('Hello', null)).toEqual(refused);
    expect(renameOutcome('Hello world', 'Hello')).toEqual(refused);
  });
});
