import { SECOND_IFRAME_HEIGHT_PX } from '../../src/pages/firstIframe/layout';
import { expect, frame, test } from './fixtures';

const FIRST_SECRET = "You've clicked on the first iframe link!";
const SECOND_SECRET = 'You have clicked on the second iframe link!';

test.describe('/nestedIframes', () => {
  test('scrolls to the top on load', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Nested Iframes', exact: true }).click();
    await expect(frame(page).heading).toHaveText('Nested Iframes');
    await expect(
      page.frameLocator('iframe[title="First iframe"]').getByText('tapioca'),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the iframes get the plain shell, so no site frame ever shows inside them', async ({
    page,
  }) => {
    const iframeHtml = page.waitForResponse((r) => r.url().endsWith('/nestedIframes/firstIframe'));
    await page.goto('/nestedIframes');
    const html = await (await iframeHtml).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<header');
    // The top-level document is the route's HTML with its frame.
    const top = await page.request.get('/nestedIframes');
    expect(await top.text()).toContain('<header');
  });

  test('the first iframe link "tapioca" opens the first secret page inside the iframe', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/nestedIframes');
    const first = page.frameLocator('iframe[title="First iframe"]');
    // Embedded pages come without the site frame.
    await expect(first.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
    await expect(first.getByRole('heading', { level: 1 })).toHaveCount(0);
    await first.getByRole('link', { name: 'tapioca' }).click();
    await expect(first.getByText(FIRST_SECRET)).toBeVisible();
    await expect(page).toHaveURL('/nestedIframes');
    const firstFrame = page.frame({ url: /\/nestedIframes\/firstIframeSecret$/ });
    expect(firstFrame).not.toBeNull();
    // The secret page embeds the second iframe page, whose link still works.
    const second = first.frameLocator('iframe[title="Second iframe"]');
    await second.getByRole('link', { name: 'samba' }).click();
    await expect(second.getByText(SECOND_SECRET)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the second iframe, 800 px high inside the first, links "samba" to its secret page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/nestedIframes');
    const first = page.frameLocator('iframe[title="First iframe"]');
    const secondIframe = first.locator('iframe[title="Second iframe"]');
    await expect(secondIframe).toHaveAttribute('src', './secondIframe');
    const containerHeight = await secondIframe.evaluate(
      (el) => el.parentElement!.getBoundingClientRect().height,
    );
    expect(containerHeight).toBe(SECOND_IFRAME_HEIGHT_PX);
    const second = first.frameLocator('iframe[title="Second iframe"]');
    await expect(second.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
    await second.getByRole('link', { name: 'samba' }).click();
    await expect(second.getByText(SECOND_SECRET)).toBeVisible();
    await expect(first.getByRole('link', { name: 'tapioca' })).toBeVisible();
    expect(page.frame({ url: /\/nestedIframes\/secondIframeSecret$/ })).not.toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the inner pages loaded on their own keep the site frame', () => {
  const pages = [
    { path: '/nestedIframes/firstIframe', title: 'First Iframe', text: 'tapioca' },
    { path: '/nestedIframes/secondIframe', title: 'Second Iframe', text: 'samba' },
    { path: '/nestedIframes/firstIframeSecret', title: 'First Iframe Secret', text: FIRST_SECRET },
    { path: '/nestedIframes/firstIframesecret', title: 'First Iframe Secret', text: FIRST_SECRET },
    {
      path: '/nestedIframes/secondIframeSecret',
      title: 'Second Iframe Secret',
      text: SECOND_SECRET,
    },
  ];
  for (const { path, title, text } of pages) {
    test(path, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expect(frame(page).heading).toHaveText(title);
      await expect(frame(page).goBack).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the "tapioca" link works top-level too, and both spellings of its target', async ({
    page,
  }) => {
    await page.goto('/nestedIframes/firstIframe');
    await page.getByRole('link', { name: 'tapioca' }).click();
    await expect(page).toHaveURL('/nestedIframes/firstIframeSecret');
    await expect(page.getByText(FIRST_SECRET)).toBeVisible();
    await page.goto('/nestedIframes/firstIframesecret');
    const second = page.frameLocator('iframe[title="Second iframe"]');
    await second.getByRole('link', { name: 'samba' }).click();
    await expect(second.getByText(SECOND_SECRET)).toBeVisible();
  });
});

test('with a trailing slash the first iframe page moves to its address, so ./secondIframe resolves', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/nestedIframes/firstIframe/');
  await expect(page).toHaveURL('/nestedIframes/firstIframe');
  const second = page.frameLocator('iframe[title="Second iframe"]');
  await expect(second.getByRole('link', { name: 'samba' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
