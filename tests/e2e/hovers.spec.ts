import { expect, seriousAxeViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/hovers');
  // The page body is a lazy chunk: wait for it before moving the mouse or pressing keys.
  await expect(page.getByRole('img', { name: 'User avatar 3' })).toBeVisible();
});

test('a caption shows only while its avatar is hovered; its link opens the profile', async ({
  page,
  consoleErrors,
}) => {
  const second = page.getByRole('figure', { name: 'User 2' });
  const caption = page.getByText('User name: user2');
  await expect(page.getByRole('img', { name: 'User avatar 2' })).toBeVisible();
  await expect(caption).toBeHidden();
  await expect(page.getByText('Showing the profile of')).toHaveCount(0);

  await expect(second.locator('figcaption')).toHaveCSS('display', 'none');

  await second.hover();
  await expect(caption).toBeVisible();
  await expect(second.locator('figcaption')).toHaveCSS('display', 'block');
  await expect(page.getByText('User name: user1')).toBeHidden();
  await expect(page.getByText('User name: user3')).toBeHidden();

  await page.getByRole('figure', { name: 'User 3' }).hover();
  await expect(caption).toBeHidden();
  await expect(page.getByText('User name: user3')).toBeVisible();

  await second.hover();
  await second.getByRole('link', { name: 'Open profile' }).click();
  await expect(page).toHaveURL(/\/hovers\?profile=2$/);
  await expect(page.getByText('Showing the profile of user2.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a tool's hover on an avatar image completes and shows its caption, clear of the avatar's centre", async ({
  page,
}) => {
  for (const n of [1, 2, 3]) {
    const image = page.getByRole('img', { name: `User avatar ${n}` });
    await image.hover({ timeout: 3000 });
    const caption = page.getByText(`User name: user${n}`);
    await expect(caption).toBeVisible();
    const avatar = (await image.boundingBox())!;
    const shown = (await caption.locator('..').boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(avatar.y + avatar.height / 2);
    // Hovered again once its caption shows, the image still receives the pointer.
    await image.hover({ timeout: 3000 });
    await image.click({ trial: true, timeout: 3000 });
  }
});

test('the avatars are round, with no square corners around them', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'User avatar 1' })).toHaveCSS('border-radius', '50%');
});

test('every avatar image loads', async ({ page }) => {
  for (const n of [1, 2, 3]) {
    const image = page.getByRole('img', { name: `User avatar ${n}` });
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('keyboard focus shows a caption and Tab reaches its link', async ({ page }) => {
  const first = page.getByRole('figure', { name: 'User 1' });
  await first.focus();
  await expect(page.getByText('User name: user1')).toBeVisible();
  await page.keyboard.press('Tab');
  const link = first.getByRole('link', { name: 'Open profile' });
  await expect(link).toBeFocused();
  await expect(page.getByText('User name: user1')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('figure', { name: 'User 2' })).toBeFocused();
  await expect(page.getByText('User name: user1')).toBeHidden();
  await expect(page.getByText('User name: user2')).toBeVisible();
});

test('a mouse click leaves no caption behind once the pointer moves away', async ({ page }) => {
  const first = page.getByRole('figure', { name: 'User 1' });
  await first.click({ position: { x: 10, y: 10 } });
  await expect(first).toBeFocused();
  await expect(page.getByText('User name: user1')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText('User name: user1')).toBeHidden();

  const third = page.getByRole('figure', { name: 'User 3' });
  await third.hover();
  await third.getByRole('link', { name: 'Open profile' }).click();
  await expect(page.getByText('Showing the profile of user3.')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText('User name: user3')).toBeHidden();
});

test('?profile= names users 1 to 3 only', async ({ page }) => {
  await page.goto('/hovers?profile=3');
  await expect(page.getByText('Showing the profile of user3.')).toBeVisible();
  await page.goto('/hovers?profile=7');
  await expect(page.getByText('Showing the profile of')).toHaveCount(0);
});

test('a shown caption passes axe', async ({ page }) => {
  await page.getByRole('figure', { name: 'User 1' }).hover();
  await expect(page.getByText('User name: user1')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
