// OCR Check: check the image really loaded, and save it with saveScreenshot as a file for an OCR engine.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { $, browser, expect } from '@wdio/globals';

describe('OCR Check', () => {
  it('the text image loads and can be captured for OCR', async () => {
    await browser.url('/ocrCheck');
    const image = $('aria/OCR Text Example');
    await expect(image).toBeDisplayed();
    // A visible <img> can still be a broken one: naturalWidth stays 0 until the picture decodes.
    await expect(image).toHaveElementProperty('naturalWidth', 640);
    await expect(image).toHaveElementProperty('naturalHeight', 200);

    // Save what the user sees. An OCR engine reads it from there, for example Tesseract:
    // `tesseract ocr.png -` prints its lines, from "Automation Playground" to "and 7 oranges."
    const png = await image.saveScreenshot(join(tmpdir(), `ocr-${process.pid}.png`));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
