/** The rules of /brokenImages: the three images and how a check reads each one. */

export const IMAGES = [
  { alt: 'Image 1', src: '/media/broken/missing-1.jpg' },
  { alt: 'Image 2', src: '/media/broken/missing-2.jpg' },
  { alt: 'Image 3', src: '/media/broken/ok.jpg' },
] as const;

export const IMAGE_WIDTH = 120;
export const IMAGE_HEIGHT = 90;

export type Outcome = 'loading' | 'loaded' | 'broken';

/**
 * What an image element's own state says: still fetching, or done with a picture (a width) or
 * without one (an error, or a file that is no image).
 */
export function imageOutcome(image: Pick<HTMLImageElement, 'complete' | 'naturalWidth'>): Outcome {
  if (!image.complete) return 'loading';
  return image.naturalWidth > 0 ? 'loaded' : 'broken';
}

/** One line of the result list: "Image 1: broken". */
export const resultLine = (alt: string, outcome: Outcome) => `${alt}: ${outcome}`;
