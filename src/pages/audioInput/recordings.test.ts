import { describe, expect, it } from 'vitest';
import {
  addRecording,
  afterPlayPause,
  extensionFor,
  fileName,
  numberer,
  recordingName,
  removeRecording,
  type Recording,
} from './recordings';

const rec = (n: number): Recording => ({ n, url: `blob:${n}`, type: 'audio/webm' });

describe('names', () => {
  it('names a recording by its number', () => {
    expect(recordingName(3)).toBe('Recording 3');
  });

  it.each([
    ['audio/webm;codecs=opus', 'webm'],
    ['audio/webm', 'webm'],
    ['audio/ogg; codecs=opus', 'ogg'],
    ['audio/mp4;codecs=mp4a.40.2', 'm4a'],
    ['audio/mpeg', 'mp3'],
    ['audio/wav', 'wav'],
    ['audio/x-wav', 'wav'],
    ['Audio/WebM', 'webm'],
    ['', 'bin'],
    ['audio/x.weird+thing', 'bin'],
  ])('%j has the extension %s', (type, ext) => {
    expect(extensionFor(type)).toBe(ext);
  });

  it('gives the download "Recording {n}.{ext}" from the real type', () => {
    expect(fileName({ n: 1, type: 'audio/webm;codecs=opus' })).toBe('Recording 1.webm');
    expect(fileName({ n: 12, type: 'audio/ogg' })).toBe('Recording 12.ogg');
  });
});

describe('the list', () => {
  it('puts the newest first and removes by number', () => {
    let list = addRecording([], rec(1));
    list = addRecording(list, rec(2));
    list = addRecording(list, rec(3));
    expect(list.map((r) => r.n)).toEqual([3, 2, 1]);
    expect(removeRecording(list, 2).map((r) => r.n)).toEqual([3, 1]);
    expect(removeRecording(list, 9)).toEqual(list);
  });

  it('does not change the list it was given', () => {
    const list = [rec(1)];
    addRecording(list, rec(2));
    removeRecording(list, 1);
    expect(list).toEqual([rec(1)]);
  });

  it('numbers from 1 and never reuses a number', () => {
    const next = numberer();
    expect([next(), next(), next()]).toEqual([1, 2, 3]);
    expect(numberer()()).toBe(1);
  });
});

describe('play and pause', () => {
  it('plays the pressed one, stopping any other, and pauses the one playing', () => {
    expect(afterPlayPause(null, 2)).toBe(2);
    expect(afterPlayPause(1, 2)).toBe(2);
    expect(afterPlayPause(2, 2)).toBeNull();
  });
});
