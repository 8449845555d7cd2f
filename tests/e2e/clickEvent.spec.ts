import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const BLUE = 'rgb(13, 110, 253)';
const GREEN = 'rgb(25, 135, 84)';

const button = (page: Page) =>
  page.getByRole('button', { name: 'Button that ignores script clicks' });

/** The button's resting colour, with the pointer and focus away from it (both shade it). */
async function expectColour(page: Page, colour: string) {
  await page.mouse.move(0, 0);
  await button(page).blur();
  await expect(button(page)).toHaveCSS('background-color', colour);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/clickEvent');
  await expect(page.getByRole('status')).toHaveText('');
  await expectColour(page, BLUE);
});

test('a dispatched click event is ignored and the button stays blue', async ({ page }) => {
  await button(page).dispatchEvent('click');
  await expect(page.getByRole('status')).toHaveText('Ignored a click dispatched by a script.');
  await expectColour(page, BLUE);
  await button(page).evaluate((element: HTMLElement) => element.click());
  await expect(page.getByRole('status')).toHaveText('Ignored a click dispatched by a script.');
  await expectColour(page, BLUE);
});

test("a tool's real click turns it green; green stays green", async ({ page }) => {
  await button(page).click();
  await expect(page.getByRole('status')).toHaveText('Clicked with a real pointer.');
  await expectColour(page, GREEN);
  await button(page).dispatchEvent('click');
  await expect(page.getByRole('status')).toHaveText('Ignored a click dispatched by a script.');
  await expectColour(page, GREEN);
});

for (const key of ['Enter', 'Space']) {
  test(`${key} on the focused button is a keyboard click`, async ({ page }) => {
    await button(page).focus();
    await page.keyboard.press(key);
    await expect(page.getByRole('status')).toHaveText('Clicked with the keyboard.');
    await expectColour(page, GREEN);
    await button(page).click();
    await expect(page.getByRole('status')).toHaveText('Clicked with a real pointer.');
  });
}
