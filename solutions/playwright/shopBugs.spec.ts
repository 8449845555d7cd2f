// Shop Bug Hunt: open a <details> disclosure and read what it hides; narrow a list with a select and wait for its count.
import { expect, test } from '@playwright/test';

// The shop's pages carry the team's agreed test ids as data-test: getByTestId reads them.
test.use({ testIdAttribute: 'data-test' });

test('25 planted bugs; problem_user has 9; B07 is caught by TC14', async ({ page }) => {
  await page.goto('/shop/bugs');
  // The count is a status line: wait for its text, it changes when the filter does.
  const count = page.getByTestId('bug-count');
  await expect(count).toHaveText('25 planted bugs');
  await expect(page.locator('details[data-test^="bug-"]')).toHaveCount(25);

  await page.getByLabel('Show bugs of').selectOption('problem_user');
  await expect(count).toHaveText('9 planted bugs of problem_user');
  await expect(page.locator('details[data-test^="bug-"]')).toHaveCount(9);

  // A closed <details> shows only its <summary>: its other content is in the DOM but hidden.
  const b07 = page.getByTestId('bug-B07');
  await expect(b07).not.toHaveAttribute('open');
  await expect(b07.getByText(/^Catch it with:/)).toBeHidden();
  // Clicking the summary opens it, as a user does.
  await b07.locator('summary').click();
  await expect(b07).toHaveAttribute('open', '');
  await expect(b07.getByText(/^Catch it with:/)).toHaveText('Catch it with: TC14');
});
