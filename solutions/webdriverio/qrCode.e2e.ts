// QR Code: check a QR code appears at the right size and changes with the typed text.
import { $, browser, expect } from '@wdio/globals';

const code = () => $('svg[aria-label="QR code"]');

/** Types a text, generates its code and returns the drawing (the SVG's markup). */
async function generate(text: string) {
  const input = $('aria/Text to encode');
  await input.setValue(text);
  await $('button=Generate').click();
  await expect($('figcaption=Your QR Code:')).toBeDisplayed();
  await expect(input).toHaveValue('');
  return code().getHTML({ includeSelectorTag: false });
}

describe('QR Code', () => {
  it('Generate draws a 256 px QR code for the typed text and clears the input', async () => {
    await browser.url('/qrCode');
    const hello = await generate('Hello, testers!');
    await expect(code()).toHaveAttribute('width', '256');
    await expect(code()).toHaveAttribute('height', '256');
    // Reading the text back needs a QR decoder library (jsQR, for one) on a screenshot. Without
    // one: another text draws another code, and the same text the same code again.
    expect(await generate('Goodbye')).not.toBe(hello);
    expect(await generate('Hello, testers!')).toBe(hello);
  });
});
