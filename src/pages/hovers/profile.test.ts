import { expect, it } from 'vitest';
import { profileFromSearch, userName } from './profile';

it('reads the profile 1 to 3 from the query string', () => {
  expect(profileFromSearch('?profile=1')).toBe(1);
  expect(profileFromSearch('?seed=4&profile=3')).toBe(3);
});

it('ignores a missing, out-of-range or malformed profile', () => {
  for (const search of ['', '?profile=', '?profile=0', '?profile=4', '?profile=2x', '?profile=02'])
    expect(profileFromSearch(search)).toBeUndefined();
});

it('names user n', () => {
  expect(userName(2)).toBe('user2');
});
