// Form: a page object for a big form; fill every kind of input, submit, read the echoed values.
import { $, $$, browser, expect } from '@wdio/globals';

/** The example form: one method per kind of input, so the test reads as what a user does. */
class ExampleForm {
  get submitButton() {
    return $('button=Submit');
  }

  get resultLines() {
    return $$('section[aria-labelledby=result-heading] li');
  }

  /** The control that the label with exactly this text points to (so "Phone" is not "Drop the phone"). */
  field(label: string) {
    return $(`//*[@id=//label[normalize-space()="${label}"]/@for]`);
  }

  async fill(label: string, value: string) {
    // setValue types key by key, so the phone input formats as it goes, as for a user.
    await this.field(label).setValue(value);
  }

  /** The extra inputs have no label: only their placeholder and position tell them apart. */
  async fillExtra(position: number, value: string) {
    await $$('input[placeholder="Extra text"]')[position].setValue(value);
  }

  async selectCountry(country: string) {
    await this.field('Country').selectByVisibleText(country);
  }

  /** Checkboxes and radios: clicking the label is what a user does. */
  async clickLabel(label: string) {
    await $(`label=${label}`).click();
  }

  async submit() {
    await this.submitButton.click();
    await expect(this.submitButton).not.toExist();
    return this.resultLines.map((line) => line.getText());
  }
}

describe('Form', () => {
  it('fills every kind of input and reads the submitted values', async () => {
    await browser.url('/form');
    const form = new ExampleForm();
    await expect(form.field('Read-only')).toHaveAttribute('readonly');

    await form.fill('Email address', 'tester@example.com');
    await form.fill('Password', 's3cret');
    await form.fill('Description', 'first line\nsecond line');
    await form.fillExtra(1, 'the second extra input');
    await form.fill('Phone', '12015550123');
    await expect(form.field('Phone')).toHaveValue('+1 (201) 555-0123');
    await form.fill('Your preferred color', 'Green');
    await form.selectCountry('Brazil');
    await form.clickLabel('Drop the phone');
    await form.clickLabel('THREE');

    expect(await form.submit()).toEqual([
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
});
