// Iframe + Dropdown Test: chain frame locators into nested iframes and find an unlabelled input.
import { expect, test } from '@playwright/test';

test('uses selects and inputs in the page, a frame and a frame inside it', async ({ page }) => {
  await page.goto('/iframeDropdownTest');
  const outside = page.getByLabel('Outside Dropdown:');
  await outside.selectOption({ label: 'Y Option' });
  await expect(outside).toHaveValue('y');

  // Each frameLocator steps one document deeper.
  const parent = page.frameLocator('iframe[title="parent-iframe"]');
  const dropdown = parent.getByLabel('Parent Dropdown Label:');
  await dropdown.selectOption({ label: 'Gamma' });
  await expect(dropdown).toHaveValue('c');

  const inner = parent.frameLocator('iframe[title="inner-iframe"]');
  // "Project type" is plain text, not a <label>: getByLabel finds nothing, so use the id.
  const projectType = inner.locator('#projectType');
  await projectType.fill('Research grant');
  await expect(projectType).toHaveValue('Research grant');

  // The Lookup button opens a list of options to pick from.
  await inner.getByRole('button', { name: 'Lookup' }).click();
  await inner.getByRole('option', { name: 'Internal' }).click();
  await expect(projectType).toHaveValue('Internal');
});
