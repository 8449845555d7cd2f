import { describe, expect, it } from 'vitest';
import {
  ALERTS,
  badgeText,
  countsLine,
  deviceIdFrom,
  isDeviceId,
  LINES,
  nextNumber,
  parseStored,
  postOutcome,
  saveRefusal,
  withState,
  type LocalNote,
} from './notes';

const note = (number: number, state: LocalNote['state'] = 'pending'): LocalNote => ({
  number,
  text: `Note ${number}`,
  savedAt: '2026-11-28T07:00:00.000Z',
  state,
});

describe('device id', () => {
  it('is 12 of a-z and 0-9', () => {
    const id = deviceIdFrom(Uint8Array.from({ length: 12 }, (_, i) => i * 23));
    expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(deviceIdFrom(new Uint8Array(12))).toBe('aaaaaaaaaaaa');
    expect(deviceIdFrom(new Uint8Array(12).fill(35))).toBe('999999999999');
    expect(isDeviceId(id)).toBe(true);
    expect(isDeviceId(null)).toBe(false);
    expect(isDeviceId('ABCDEFGHIJKL')).toBe(false);
    expect(isDeviceId('abc')).toBe(false);
  });
});

describe('stored notes', () => {
  it('read back as saved; a note left sending is pending again', () => {
    const notes = [
      note(1, 'synced'),
      note(2, 'sending'),
      { ...note(3, 'rejected'), message: 'No.' },
    ];
    expect(parseStored(JSON.stringify(notes))).toEqual([
      note(1, 'synced'),
      note(2, 'pending'),
      { ...note(3, 'rejected'), message: 'No.' },
    ]);
  });

  it('are none when missing or unreadable', () => {
    expect(parseStored(null)).toEqual([]);
    expect(parseStored('not json')).toEqual([]);
    expect(parseStored('{"number":1}')).toEqual([]);
    expect(parseStored('[{"number":1,"text":"x","savedAt":"t","state":"lost"}]')).toEqual([]);
  });
});

describe('saving', () => {
  it('refuses a blank note, and a 51st', () => {
    expect(saveRefusal('  \n ', [])).toBe(ALERTS.blank);
    expect(ALERTS.blank).toBe('Write a note first.');
    const fifty = Array.from({ length: 50 }, (_, i) => note(i + 1));
    expect(saveRefusal('Buy milk', fifty)).toBe('At most 50 notes. Clear them to write more.');
    expect(saveRefusal('Buy milk', fifty.slice(1))).toBeNull();
  });

  it('numbers from 1, one above the highest', () => {
    expect(nextNumber([])).toBe(1);
    expect(nextNumber([note(1), note(4), note(2)])).toBe(5);
  });
});

describe('what the page shows', () => {
  it('counts notes to send (pending or sending) and synced ones', () => {
    expect(countsLine([])).toBe('Pending: 0 · Synced: 0');
    expect(countsLine([note(1, 'synced'), note(2, 'sending'), note(3), note(4, 'rejected')])).toBe(
      'Pending: 2 · Synced: 1',
    );
  });

  it('badges each state', () => {
    expect(badgeText(note(1))).toBe('Pending');
    expect(badgeText(note(1, 'sending'))).toBe('Sending…');
    expect(badgeText(note(1, 'synced'))).toBe('Synced');
    expect(badgeText({ ...note(1, 'rejected'), message: 'Too long.' })).toBe('Rejected: Too long.');
  });

  it('changes one note’s state, keeping a message only while rejected', () => {
    const notes = [note(1), note(2)];
    const rejected = withState(notes, 2, 'rejected', 'No.');
    expect(rejected).toEqual([note(1), { ...note(2, 'rejected'), message: 'No.' }]);
    expect(withState(rejected, 2, 'pending')).toEqual(notes);
  });

  it('words the sync lines', () => {
    expect(LINES.sending(2, 3)).toBe('Sending 2 of 3…');
    expect(LINES.paused('Too many requests.')).toBe('Sync paused: Too many requests.');
  });
});

describe('postOutcome', () => {
  it('syncs on 2xx, rejects on 400 and 409, stops on 429 and anything else', () => {
    expect(postOutcome(201, { note: {} })).toEqual({ kind: 'synced' });
    expect(postOutcome(200, { note: {} })).toEqual({ kind: 'synced' });
    expect(postOutcome(400, { message: 'Notes have 1 to 200 characters.' })).toEqual({
      kind: 'rejected',
      message: 'Notes have 1 to 200 characters.',
    });
    expect(postOutcome(409, { message: 'This device already has 50 notes.' })).toEqual({
      kind: 'rejected',
      message: 'This device already has 50 notes.',
    });
    expect(postOutcome(429, { message: 'Too many requests.' })).toEqual({
      kind: 'stop',
      line: 'Sync paused: Too many requests.',
    });
    expect(postOutcome(503, null)).toEqual({
      kind: 'stop',
      line: 'Sync failed: 503 Service Unavailable',
    });
    expect(postOutcome(400, 'text')).toEqual({ kind: 'rejected', message: '400 Bad Request' });
  });
});
