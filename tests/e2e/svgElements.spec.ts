import { expect, PHONE_VIEWPORT, test } from './fixtures';

test.describe('/svgElements', () => {
  test('close the tab, then switch the text with the right and left arrows', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/svgElements');
    await expect(page.getByRole('img', { name: 'Hello World!' })).toBeVisible();
    await expect(page.locator('svg text')).toHaveText('Hello World!');
    const close = page.getByRole('button', { name: 'Close' });
    await expect(close.getByRole('img', { name: 'Close' })).toBeVisible();
    expect(await close.locator('circle').getAttribute('fill')).toBe('#dc3545');
    await expect(page.getByRole('button', { name: /arrow/ })).toHaveCount(0);

    await close.click();
    await expect(page.getByRole('img', { name: 'Hello World!' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Automation Playground logo' })).toBeVisible();
    await expect(page.getByRole('img', { name: '#1 Automation Tool' })).toBeVisible();
    await expect(page.locator('svg text')).toHaveText('#1 Automation Tool');

    await page.getByRole('button', { name: 'Right arrow' }).click();
    await expect(page.locator('svg text')).toHaveText('Automation Playground');
    await expect(
      page.getByRole('img', { name: 'Automation Playground', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Right arrow' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Left arrow' }).click();
    await expect(page.locator('svg text')).toHaveText('#1 Automation Tool');
    await expect(page.getByRole('button', { name: 'Right arrow' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the texts use Montserrat, served from our own origin', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto('/svgElements');
    await expect(page.locator('svg text')).toHaveCSS('font-family', /Montserrat/);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/["']/g, ''));
    });
    expect(loaded).toContain('Montserrat');
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(url.startsWith(`${baseURL}/assets/`)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone each text fits, and the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/svgElements');
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
    await expect(page.getByRole('img', { name: 'Hello World!' })).toBeVisible();
    expect(await sideways()).toBe(false);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Right arrow' }).click();
    // The widest text.
    await expect(
      page.getByRole('img', { name: 'Automation Playground', exact: true }),
    ).toBeInViewport({ ratio: 1 });
    expect(await sideways()).toBe(false);
  });
});
