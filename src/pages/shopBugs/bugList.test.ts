import { describe, expect, it } from 'vitest';
import { PLANTED_BUGS } from '../../shared/shop/bugs';
import {
  ALL_USERS,
  bugCountText,
  bugsShown,
  bugSummary,
  userRows,
  USERS_WITH_BUGS,
} from './bugList';

describe('the users table', () => {
  it("lists the seven users with their bundles: none, cannot log in, or the bugs' ids", () => {
    expect(userRows()).toEqual([
      { user: 'standard_user', bugs: 'none' },
      { user: 'locked_user', bugs: 'cannot log in' },
      { user: 'problem_user', bugs: 'B01, B02, B03, B04, B05, B06, B07, B08, B09' },
      { user: 'error_user', bugs: 'B10, B11, B12, B13, B14, B15, B16' },
      { user: 'slow_user', bugs: 'B17, B18' },
      { user: 'visual_user', bugs: 'B19, B20, B21' },
      { user: 'a11y_user', bugs: 'B22, B23, B24, B25' },
    ]);
  });
});

describe('the filter', () => {
  it('offers each user with bugs', () => {
    expect(USERS_WITH_BUGS).toEqual([
      'problem_user',
      'error_user',
      'slow_user',
      'visual_user',
      'a11y_user',
    ]);
  });

  it('shows every bug, or those of one user, and counts them', () => {
    expect(bugsShown(ALL_USERS)).toBe(PLANTED_BUGS);
    expect(bugCountText(ALL_USERS)).toBe('25 planted bugs');
    expect(bugsShown('problem_user').map((b) => b.id)).toEqual([
      'B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B09',
    ]); // prettier-ignore
    expect(bugCountText('problem_user')).toBe('9 planted bugs of problem_user');
    expect(bugCountText('slow_user')).toBe('2 planted bugs of slow_user');
  });
});

it('summarises a bug as "{id} · {user} · {area}"', () => {
  expect(bugSummary(PLANTED_BUGS[6]!)).toBe('B07 · problem_user · Checkout');
});
