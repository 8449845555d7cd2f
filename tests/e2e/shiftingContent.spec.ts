import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Shifting menu' }).getByRole('link', { name });
const image = (page: Page) => page.getByRole('img', { name: 'Shifting image' });

async function box(page: Page, name: string) {
  return (await menuLink(page, name).boundingBox())!;
}

/** Where things sit on a load of `url`: the menu's last two links and the image. */
async function positions(page: Page, url: string) {
  await page.goto(url);
  await expect(image(page)).toBeVisible();
  const portfolio = await box(page, 'Portfolio');
  const contact = await box(page, 'Contact');
  return {
    portfolioX: portfolio.x,
    gapAfterPortfolio: contact.x - (portfolio.x + portfolio.width),
    imageX: (await image(page).boundingBox())!.x,
  };
}

async function revealedOffsets(page: Page) {
  await page.getByText("Show this load's offsets").click();
  const text = await page.getByText(/^Menu offset: /).textContent();
  const [, menu, img] = /^Menu offset: (\d+) px\. Image offset: (\d+) px\.$/.exec(text!)!;
  return { menu: Number(menu), image: Number(img) };
}

// With ?pixel_shift=40: seed 5 shifts both, seed 7 neither, seed 1 only the menu, 8 only the image.
for (const [seed, menu, img] of [
  [5, 40, 40],
  [7, 0, 0],
  [1, 40, 0],
  [8, 0, 40],
] as const) {
  test(`seed ${seed}: "Contact" sits ${menu} px further left and the image ${img} px`, async ({
    page,
    consoleErrors,
  }) => {
    // The same seed with ?pixel_shift=0 is the layout without a shift.
    const unshifted = await positions(page, `/shiftingContent?seed=${seed}&pixel_shift=0`);
    const shifted = await positions(page, `/shiftingContent?seed=${seed}&pixel_shift=40`);
    expect(shifted.portfolioX).toBe(unshifted.portfolioX);
    expect(unshifted.gapAfterPortfolio - shifted.gapAfterPortfolio).toBeCloseTo(menu, 3);
    expect(unshifted.imageX - shifted.imageX).toBeCloseTo(img, 3);
    expect(await revealedOffsets(page)).toEqual({ menu, image: img });
    expect(consoleErrors).toEqual([]);
  });
}

test('a fixed seed puts everything in the same place on every load', async ({ page }) => {
  const first = await positions(page, '/shiftingContent?seed=3');
  for (let i = 0; i < 2; i++) {
    expect(await positions(page, '/shiftingContent?seed=3')).toEqual(first);
  }
});

test('the default shift is 25 px, and an out-of-range ?pixel_shift= is ignored', async ({
  page,
}) => {
  const unshifted = await positions(page, '/shiftingContent?seed=5&pixel_shift=0');
  for (const url of ['/shiftingContent?seed=5', '/shiftingContent?seed=5&pixel_shift=500']) {
    const shifted = await positions(page, url);
    expect(unshifted.gapAfterPortfolio - shifted.gapAfterPortfolio).toBeCloseTo(25, 3);
    expect(await revealedOffsets(page)).toEqual({ menu: 25, image: 25 });
  }
});

test('the image is 200 × 200 and the offsets stay collapsed until asked for', async ({ page }) => {
  await page.goto('/shiftingContent?seed=2');
  const { width, height } = (await image(page).boundingBox())!;
  expect([width, height]).toEqual([200, 200]);
  await expect(page.getByText(/^Menu offset: /)).toBeHidden();
  await page.getByText("Show this load's offsets").click();
  await expect(page.getByText(/^Menu offset: /)).toBeVisible();
});

test('a menu link says which one was clicked and sets its anchor', async ({ page }) => {
  await page.goto('/shiftingContent?seed=5');
  for (const name of ['Home', 'About', 'Services', 'Portfolio', 'Contact']) {
    await menuLink(page, name).click();
    await expect(page.getByRole('status')).toHaveText(`You clicked ${name}.`);
    await expect(page).toHaveURL(new RegExp(`#${name.toLowerCase()}$`));
  }
});

test('the disclosure and the menu work from the keyboard', async ({ page }) => {
  await page.goto('/shiftingContent?seed=5');
  const disclosure = page.getByText("Show this load's offsets");
  await expect(disclosure).toBeVisible();
  await disclosure.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Menu offset: 25 px. Image offset: 25 px.')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Menu offset: /)).toBeHidden();

  await menuLink(page, 'Portfolio').focus();
  await page.keyboard.press('Tab');
  await expect(menuLink(page, 'Contact')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('You clicked Contact.');
});
