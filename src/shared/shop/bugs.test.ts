import { describe, expect, it } from 'vitest';
import {
  BUG_IDS,
  PLANTED_BUGS,
  activeBugs,
  bugsOf,
  decodeBrowserBugs,
  encodeBrowserBugs,
  parseBugList,
} from './bugs';
import { SHOP_USERS } from './users';

describe('the planted bugs', () => {
  it('are B01-B25 in order, each once', () => {
    expect(PLANTED_BUGS.map((bug) => bug.id)).toEqual([...BUG_IDS]);
    expect(BUG_IDS).toHaveLength(25);
  });

  it("are bundled as SPEC-4's table of users says", () => {
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `B${String(from + i).padStart(2, '0')}`);
    expect(Object.fromEntries(SHOP_USERS.map((user) => [user, bugsOf(user)]))).toEqual({
      standard_user: [],
      locked_user: [],
      problem_user: range(1, 9),
      error_user: range(10, 16),
      slow_user: range(17, 18),
      visual_user: range(19, 21),
      a11y_user: range(22, 25),
    });
  });

  it('each name test cases of page 73 and a hint', () => {
    for (const bug of PLANTED_BUGS) {
      expect(bug.testCases.length).toBeGreaterThan(0);
      for (const tc of bug.testCases) expect(tc).toMatch(/^TC(0[1-9]|1\d|2[0-4])$/);
      expect(bug.hint).not.toBe('');
    }
  });
});

describe('activeBugs', () => {
  it("is the user's bundle plus the server's list", () => {
    expect([...activeBugs('standard_user', new Set())]).toEqual([]);
    expect([...activeBugs('slow_user', new Set(['B07']))].sort()).toEqual(['B07', 'B17', 'B18']);
    expect([...activeBugs(undefined, new Set(['B15']))]).toEqual(['B15']);
  });
});

describe('parseBugList (SHOP_BUGS)', () => {
  it('reads ids, "all" and empty', () => {
    expect([...parseBugList('')]).toEqual([]);
    expect([...parseBugList(' b01, B07 ')]).toEqual(['B01', 'B07']);
    expect(parseBugList('all').size).toBe(25);
  });
  it('refuses an unknown id', () => {
    expect(() => parseBugList('B26')).toThrow('B26 is not a planted bug');
  });
});

describe('the browser switches', () => {
  it('travel as one number and back', () => {
    const bugs = new Set(['B03', 'B25', 'B07'] as const);
    expect([...decodeBrowserBugs(encodeBrowserBugs(bugs))].sort()).toEqual(['B03', 'B25']);
    expect(encodeBrowserBugs(new Set())).toBe(0);
  });
});
