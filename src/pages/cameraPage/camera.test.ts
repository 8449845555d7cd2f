import { describe, expect, it, vi } from 'vitest';
import { cameraErrorMessage, stopTracks } from './camera';

describe('cameraErrorMessage', () => {
  it("gives the browser's reason", () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    expect(cameraErrorMessage(denied)).toBe('Error accessing camera: Permission denied');
  });

  it('falls back to the error name when there is no message', () => {
    expect(cameraErrorMessage(new DOMException('', 'NotFoundError'))).toBe(
      'Error accessing camera: NotFoundError',
    );
  });

  it('accepts anything thrown', () => {
    expect(cameraErrorMessage('no camera')).toBe('Error accessing camera: no camera');
  });
});

it('stopTracks stops every track of the stream', () => {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  stopTracks({ getTracks: () => tracks } as unknown as MediaStream);
  tracks.forEach((track) => expect(track.stop).toHaveBeenCalledOnce());
  expect(() => stopTracks(null)).not.toThrow();
});
