// Form: a page object for a big form; fill every kind of input, submit, read the echoed values.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The example form: one method per kind of input, so the test reads as what a user does. */
class ExampleForm {
  readonly submitButton: Locator;
  readonly result: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.submitButton = page.getByRole('button', { name: 'Submit' });
    this.result = page.getByRole('region', { name: 'Submitted values' });
  }

  async fill(label: string, value: string) {
    // exact: otherwise "Country" also matches "Choose country", and "Phone" "Drop the phone".
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  /** The extra inputs have no label: only their placeholder and position tell them apart. */
  async fillExtra(position: number, value: string) {
    await this.page.getByPlaceholder('Extra text').nth(position).fill(value);
  }

  /** The phone input formats as it goes, so type it key by key like a user. */
  async typePhone(digits: string) {
    await this.page.getByLabel('Phone', { exact: true }).pressSequentially(digits);
  }

  async selectCountry(country: string) {
    await this.page.getByLabel('Country', { exact: true }).selectOption(country);
  }

  async check(label: string) {
    await this.page.getByLabel(label).check();
  }

  async chooseRadio(name: string) {
    await this.page.getByRole('radio', { name }).check();
  }
}

test('fills every kind of input and reads the submitted values', async ({ page }) => {
  await page.goto('/form');
  const form = new ExampleForm(page);
  await expect(page.getByLabel('Read-only')).not.toBeEditable();

  await form.fill('Email address', 'tester@example.com');
  await form.fill('Password', 's3cret');
  await form.fill('Description', 'first line\nsecond line');
  await form.fillExtra(1, 'the second extra input');
  await form.typePhone('12015550123');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+1 (201) 555-0123');
  await form.fill('Your preferred color', 'Green');
  await form.selectCountry('Brazil');
  await form.check('Drop the phone');
  await form.chooseRadio('THREE');
  await form.submitButton.click();

  await expect(form.submitButton).toHaveCount(0);
  await expect(form.result.getByRole('listitem')).toHaveText([
    'email: tester@example.com',
    'password: s3cret',
    'ro: This value must be the same',
    'desc: first line\nsecond line',
    'color: Green',
    'country: Brazil',
    'optionsRadios: THREE',
    'phone: 12015550123',
    'drop_the_phone: checked',
  ]);
});
