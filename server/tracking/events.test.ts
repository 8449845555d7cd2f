import { describe, expect, it } from 'vitest';
import { eventText, newTrackingId, statusOf, stepTime, stepsReached } from './events.js';

const parcel = { trackingId: 'TRK-ABCDEFGH', intervalSeconds: 3, createdAt: Date.UTC(2026, 0, 1) };

describe('steps', () => {
  it('reaches step k interval × (k − 1) after creation', () => {
    expect([1, 2, 5].map((k) => stepTime(parcel, k) - parcel.createdAt)).toEqual([0, 3000, 12000]);
  });

  it('lists the steps above the last one sent that are reached by now', () => {
    expect(stepsReached(parcel, 0, parcel.createdAt)).toEqual([1]);
    expect(stepsReached(parcel, 0, parcel.createdAt + 6999)).toEqual([1, 2, 3]);
    expect(stepsReached(parcel, 2, parcel.createdAt + 6999)).toEqual([3]);
    expect(stepsReached(parcel, 3, parcel.createdAt + 6999)).toEqual([]);
    expect(stepsReached(parcel, 0, parcel.createdAt + 60_000)).toEqual([1, 2, 3, 4, 5]);
    expect(stepsReached(parcel, 5, parcel.createdAt + 60_000)).toEqual([]);
  });

  it('describes a step with its name and the time it was reached', () => {
    expect(statusOf(parcel, 4)).toEqual({
      trackingId: 'TRK-ABCDEFGH',
      step: 4,
      state: 'Out for delivery',
      at: '2026-01-01T00:00:09.000Z',
    });
  });
});

describe('eventText', () => {
  it('writes the fields given, in order, and a blank line', () => {
    expect(eventText({ retry: 2000 })).toBe('retry: 2000\n\n');
    expect(eventText({ id: 2, event: 'status', data: { step: 2 } })).toBe(
      'id: 2\nevent: status\ndata: {"step":2}\n\n',
    );
    expect(eventText({ event: 'end', data: {} })).toBe('event: end\ndata: {}\n\n');
  });
});

describe('newTrackingId', () => {
  it('is TRK- and 8 of A-Z and 2-9, different each time', () => {
    const ids = Array.from({ length: 200 }, newTrackingId);
    for (const id of ids) expect(id).toMatch(/^TRK-[A-Z2-9]{8}$/);
    expect(new Set(ids).size).toBe(200);
  });
});
