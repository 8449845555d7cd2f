import { describe, expect, it } from 'vitest';
import {
  isWorkspace,
  KEPT_CALLS,
  lastFields,
  practiceBasePath,
  PRACTICE_MESSAGES,
} from './practiceApi';

describe('the practice API rules', () => {
  it('takes workspace names of 3 to 32 of a-z, 0-9 and -', () => {
    for (const good of ['abc', 'my-team-1', '0-9', 'a'.repeat(32), '---']) {
      expect(isWorkspace(good), good).toBe(true);
    }
    for (const bad of ['ab', 'a'.repeat(33), 'ABC', 'my_team', 'my team', 'é-é-é', '', 42, null]) {
      expect(isWorkspace(bad), String(bad)).toBe(false);
    }
  });

  it('puts a workspace under /api/practice', () => {
    expect(practiceBasePath('my-team-1')).toBe('/api/practice/my-team-1');
  });

  it('names the fields of each /last-* answer', () => {
    expect(KEPT_CALLS.map((call) => lastFields(call))).toEqual([
      { value: 'lastPost', timestamp: 'lastPostTimestamp' },
      { value: 'lastPut', timestamp: 'lastPutTimestamp' },
      { value: 'lastPatch', timestamp: 'lastPatchTimestamp' },
    ]);
  });

  it('words an unknown endpoint with the method and the path after the workspace', () => {
    expect(PRACTICE_MESSAGES.noEndpoint('GET', '/echo')).toBe('No such endpoint: GET /echo');
  });
});
