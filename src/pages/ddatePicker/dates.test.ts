import { describe, expect, it } from 'vitest';
import { isValidDateText, MONTHS, yearOptions } from './dates';

describe('isValidDateText', () => {
  it.each(['03/15/2024', '12/31/1999', '02/29/2024', ''])('accepts %j', (text) =>
    expect(isValidDateText(text)).toBe(true),
  );
  it.each([
    'hello',
    '13/01/2024',
    '02/30/2024',
    '2024-03-15',
    '02/29/2023',
    '3/5/2024',
    '03/15/24',
  ])('rejects %j', (text) => expect(isValidDateText(text)).toBe(false));
});

describe('yearOptions', () => {
  it('lists 12 consecutive years around the shown one', () => {
    expect(yearOptions(2024)).toEqual([
      2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029,
    ]);
  });
});

it('names the months in order', () => {
  expect(MONTHS).toHaveLength(12);
  expect(MONTHS[0]).toBe('January');
  expect(MONTHS[11]).toBe('December');
});
