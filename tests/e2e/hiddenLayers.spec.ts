import { expect, seriousAxeViolations, test } from './fixtures';

const WARNING = 'The green button was clicked again, which a user cannot do now!';

test.beforeEach(async ({ page }) => {
  await page.goto('/hiddenLayers');
});

test('the first click covers the green button with a blue one of the same size and place', async ({
  page,
  consoleErrors,
}) => {
  const green = page.locator('#greenButton');
  await expect(green).toHaveText('Button');
  await expect(page.locator('#blueButton')).toHaveCount(0);
  const greenBox = await green.boundingBox();
  await green.click();
  await expect(page.getByRole('status')).toHaveText(
    'Green button clicked. A blue button now covers it.',
  );
  const blue = page.locator('#blueButton');
  await expect(blue).toHaveText('Button');
  expect(await blue.boundingBox()).toEqual(greenBox);
  expect(consoleErrors).toEqual([]);
});

test('a second normal click on the green button fails: it is inert under the blue one', async ({
  page,
}) => {
  await page.locator('#greenButton').click();
  await expect(page.locator('#greenButton').click({ timeout: 1500 })).rejects.toThrow(
    /element is inert/,
  );
  // Even without the inert check, the blue button is what the pointer would hit.
  await expect(
    page.locator('#greenButton').evaluate((green) => {
      const box = green.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.id;
    }),
  ).resolves.toBe('blueButton');
  await expect(page.getByText(WARNING)).toHaveCount(0);
  await page.locator('#blueButton').click();
  await expect(page.getByRole('status')).toHaveText('Blue button clicked.');
});

test('the green button is out of keyboard reach once covered', async ({ page }) => {
  await page.locator('#greenButton').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#blueButton')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#greenButton')).not.toBeFocused();
  await page.locator('#blueButton').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('Blue button clicked.');
  // Only the blue button is left for assistive technology.
  await expect(page.getByRole('button', { name: 'Button' })).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a script that clicks the covered green button itself triggers the warning', async ({
  page,
}) => {
  await page.locator('#greenButton').click();
  await page.locator('#greenButton').evaluate((button: HTMLElement) => button.click());
  await expect(page.getByRole('status')).toHaveText(WARNING);
  await page.locator('#blueButton').click();
  await page.locator('#greenButton').dispatchEvent('click');
  await expect(page.getByRole('status')).toHaveText(WARNING);
});

test('covered, the green button is inert: focus by script does not reach it, Enter does nothing', async ({
  page,
}) => {
  const green = page.locator('#greenButton');
  await green.click();
  await expect(page.locator('#blueButton')).toBeFocused();
  await expect(page.locator('div:has(> #greenButton)')).toHaveJSProperty('inert', true);
  await green.evaluate((button: HTMLElement) => button.focus());
  await expect(green).not.toBeFocused();
  await green.focus();
  await expect(green).not.toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByText(WARNING)).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Blue button clicked.');
});
