import { expect, it } from 'vitest';
import { IMAGES, imageOutcome, resultLine } from './images';

it('reads loading, loaded and broken from the element', () => {
  expect(imageOutcome({ complete: false, naturalWidth: 0 })).toBe('loading');
  expect(imageOutcome({ complete: true, naturalWidth: 120 })).toBe('loaded');
  expect(imageOutcome({ complete: true, naturalWidth: 0 })).toBe('broken');
});

it('writes one line per image', () => {
  expect(resultLine('Image 1', 'broken')).toBe('Image 1: broken');
  expect(resultLine('Image 3', 'loading')).toBe('Image 3: loading');
});

it('has two missing images and one real one, in that order', () => {
  expect(IMAGES.map((i) => `${i.alt} ${i.src}`)).toEqual([
    'Image 1 /media/broken/missing-1.jpg',
    'Image 2 /media/broken/missing-2.jpg',
    'Image 3 /media/broken/ok.jpg',
  ]);
});
