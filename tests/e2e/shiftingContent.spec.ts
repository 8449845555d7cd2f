import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Shifting menu' }).getByRole('link', { name });
const image = (page: Page) => page.getByRole('img', { name: 'Shifting image' });

async function box(page: Page, name: string) {
  return (await menuLink(page, name).boundingBox())!;
}

/** The gaps between "Services" and "Portfolio", and between "Portfolio" and "Contact". */
async function gaps(page: Page) {
  const [services, portfolio, contact] = await Promise.all(
    ['Services', 'Portfolio', 'Contact'].map((name) => box(page, name)),
  );
  return {
    beforePortfolio: portfolio!.x - (services!.x + services!.width),
    beforeContact: contact!.x - (portfolio!.x + portfolio!.width),
  };
}

/** How far left of the centre of its column the image sits. */
async function imageShift(page: Page) {
  return image(page).evaluate((img) => {
    const column = img.parentElement!.getBoundingClientRect();
    const centred = column.left + (column.width - img.offsetWidth) / 2;
    return Math.round(centred - img.getBoundingClientRect().left);
  });
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
    await page.goto(`/shiftingContent?seed=${seed}&pixel_shift=40`);
    await expect(image(page)).toBeVisible();
    const { beforePortfolio, beforeContact } = await gaps(page);
    expect(Math.round(beforePortfolio - beforeContact)).toBe(menu);
    expect(await imageShift(page)).toBe(img);
    expect(await revealedOffsets(page)).toEqual({ menu, image: img });
    expect(consoleErrors).toEqual([]);
  });
}

test('a fixed seed puts everything in the same place on every load', async ({ page }) => {
  await page.goto('/shiftingContent?seed=3');
  await expect(image(page)).toBeVisible();
  const positions = async () => ({
    contact: await box(page, 'Contact'),
    image: await image(page).boundingBox(),
  });
  const first = await positions();
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(image(page)).toBeVisible();
    expect(await positions()).toEqual(first);
  }
});

test('the default shift is 25 px, and an out-of-range ?pixel_shift= is ignored', async ({
  page,
}) => {
  for (const url of ['/shiftingContent?seed=5', '/shiftingContent?seed=5&pixel_shift=500']) {
    await page.goto(url);
    expect(await revealedOffsets(page)).toEqual({ menu: 25, image: 25 });
    const { beforePortfolio, beforeContact } = await gaps(page);
    expect(Math.round(beforePortfolio - beforeContact)).toBe(25);
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
