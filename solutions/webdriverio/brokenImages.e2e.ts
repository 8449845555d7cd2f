// Broken Images: find images that failed to load by naturalWidth and by their HTTP status (browser.mock records them).
import { $, $$, browser, expect } from '@wdio/globals';

describe('Broken Images', () => {
  it('finds images 1 and 2 broken and image 3 loaded', async () => {
    // A mock without a response only records the calls it sees, with their statuses.
    const images = await browser.mock(`${browser.options.baseUrl}/media/broken/*`);
    await browser.url('/brokenImages');

    // A broken image has finished (complete) without a picture: its naturalWidth is 0.
    for (const name of ['Image 1', 'Image 2']) {
      const image = $(`img[alt="${name}"]`);
      await browser.waitUntil(async () => (await image.getProperty('complete')) === true);
      await expect(image).toHaveElementProperty('naturalWidth', 0);
    }
    const image3 = $('img[alt="Image 3"]');
    await browser.waitUntil(async () => Number(await image3.getProperty('naturalWidth')) > 0);

    const statuses = new Map(
      images.calls.map((call) => [new URL(call.request.url).pathname, call.response.status]),
    );
    expect(statuses.get('/media/broken/missing-1.jpg')).toBe(404);
    expect(statuses.get('/media/broken/missing-2.jpg')).toBe(404);
    expect(statuses.get('/media/broken/ok.jpg')).toBe(200);

    await $('button=Check images').click();
    const results = $$('ul[aria-label="Check results"] li');
    await expect(results).toBeElementsArrayOfSize(3);
    expect(await results.map((item) => item.getText())).toEqual([
      'Image 1: broken',
      'Image 2: broken',
      'Image 3: loaded',
    ]);
  });
});
