// Pseudo Elements: read what only ::before and ::after draw, through getComputedStyle.
import { expect, test } from '@playwright/test';

test('the T1 underline is the orange ::after', async ({ page }) => {
  await page.goto('/pseudo');
  const wrapper = page.getByRole('textbox', { name: 'test' }).first().locator('..');
  // Locators cannot reach a pseudo-element: ask the browser for its computed style.
  const afterColor = await wrapper.evaluate(
    (el) => getComputedStyle(el, '::after').borderBottomColor,
  );
  expect(afterColor).toBe('rgb(231, 84, 0)');
});

test('Save: its text is "Save", its name "*Save"; the icon reveals the filters', async ({
  page,
}) => {
  await page.goto('/pseudo');
  // The icon button has no text: its name comes from its title.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.locator('#companyId')).toBeVisible();

  // The "*" comes from ::before: it is in the accessible name but not in the DOM text.
  const save = page.getByRole('button', { name: '*Save', exact: true });
  expect(await save.evaluate((el) => el.textContent)).toBe('Save');
  await save.click();
  await expect(page.getByRole('status')).toHaveText('Filters saved.');
});
