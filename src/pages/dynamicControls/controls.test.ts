import { describe, expect, it } from 'vitest';
import { buttonLabel, CHECKBOX_TEXTS, FIELD_TEXTS, messageAfterChange } from './controls';

describe('the checkbox section', () => {
  it('offers Remove while the checkbox is there and Add once it is gone', () => {
    expect(buttonLabel(CHECKBOX_TEXTS, true)).toBe('Remove');
    expect(buttonLabel(CHECKBOX_TEXTS, false)).toBe('Add');
  });

  it('says where the checkbox is after each change', () => {
    expect(messageAfterChange(CHECKBOX_TEXTS, false)).toBe('The checkbox is gone.');
    expect(messageAfterChange(CHECKBOX_TEXTS, true)).toBe('The checkbox is back.');
  });
});

describe('the field section', () => {
  it('offers Enable while the field is disabled and Disable once it is enabled', () => {
    expect(buttonLabel(FIELD_TEXTS, false)).toBe('Enable');
    expect(buttonLabel(FIELD_TEXTS, true)).toBe('Disable');
  });

  it('says whether the field is enabled after each change', () => {
    expect(messageAfterChange(FIELD_TEXTS, true)).toBe('The field is enabled.');
    expect(messageAfterChange(FIELD_TEXTS, false)).toBe('The field is disabled.');
  });
});
