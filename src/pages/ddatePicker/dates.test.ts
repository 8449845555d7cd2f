import { describe, expect, it } from 'vitest';
import { isValidDateText } from './dates';

describe('isValidDateText', () => {
  it.each(['03/15/2024', '12/31/1999', '02/29/2024', ''])('accepts %j', (text) =>
    expect(isValidDateText(text)).toBe(true),
  );
  it.each(['hello', '13/01/2024', '02/30/2024', '2024-03-15', '02/29/2023'])('rejects %j', (text) =>
    expect(isValidDateText(text)).toBe(false),
  );
});
