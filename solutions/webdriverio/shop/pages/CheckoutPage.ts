// Practice Shop: the checkout form's page object (/shop/checkout): fill the details, choose shipping, apply a code, read the errors and labels.
import { browser } from '@wdio/globals';
import type { Details, Shipping } from '../rules.ts';
import { hook, shownText, typeInto } from './hooks.ts';

/** The form's four text fields by their hooks, in the form's order. */
const FIELDS = {
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  postalCode: 'postal-code',
} as const;

export type Field = keyof typeof FIELDS;
type Form = Record<Field, string>;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/** Reads something of each field, one after the other, as { firstName, lastName, … }. */
async function eachField<T>(read: (name: Field) => Promise<T>): Promise<Record<Field, T>> {
  const values: Partial<Record<Field, T>> = {};
  for (const name of FIELD_NAMES) values[name] = await read(name);
  return values as Record<Field, T>;
}

class CheckoutPage {
  private get continueButton() {
    return hook('continue');
  }

  private get codeField() {
    return hook('discount-code');
  }

  private get applyButton() {
    return hook('apply-discount');
  }

  private get removeCodeButton() {
    return hook('remove-discount');
  }

  /** The status of the applied code ("Code SAVE10 applied: 10% off your items."). */
  get codeMessage() {
    return hook('discount-message');
  }

  /** The alert that refuses a code. */
  get codeError() {
    return hook('discount-error');
  }

  private field(name: Field) {
    return hook(FIELDS[name]);
  }

  private errorOf(name: Field) {
    return hook(`${FIELDS[name]}-error`);
  }

  private shippingOption(method: Shipping) {
    return hook(`shipping-${method}`);
  }

  async open() {
    await browser.url('/shop/checkout');
    await this.continueButton.waitForDisplayed();
  }

  /** Types each given field, one after the other, as a shopper does. */
  async fill(form: Partial<Form>) {
    for (const [name, text] of Object.entries(form) as [Field, string][])
      await typeInto(this.field(name), text);
  }

  async chooseShipping(method: Shipping) {
    await this.shippingOption(method).click();
  }

  /** Fills the form, chooses the shipping and presses Continue. */
  async enter({ shipping, ...form }: Details) {
    await this.fill(form);
    await this.chooseShipping(shipping);
    await this.continue();
  }

  async continue() {
    await this.continueButton.click();
  }

  /** What each field holds now. */
  async values(): Promise<Form> {
    return eachField(async (name) => String(await this.field(name).getValue()));
  }

  /** Each field's message, null for a valid field. */
  async errors(): Promise<Record<Field, string | null>> {
    return eachField((name) => shownText(this.errorOf(name)));
  }

  /** The fields marked aria-invalid="true", in the form's order. */
  async invalidFields(): Promise<Field[]> {
    const invalid = await eachField(
      async (name) => (await this.field(name).getAttribute('aria-invalid')) === 'true',
    );
    return FIELD_NAMES.filter((name) => invalid[name]);
  }

  /** The field that has the focus, or null when none of the four has it. */
  async focusedField(): Promise<Field | null> {
    const focused = await eachField((name) => this.field(name).isFocused());
    return FIELD_NAMES.find((name) => focused[name]) ?? null;
  }

  /** Whether each error message is tied to its field by aria-describedby. */
  async errorsDescribeTheirFields() {
    const described = await eachField(async (name) => {
      const ids = (await this.field(name).getAttribute('aria-describedby')) ?? '';
      const messageId = await this.errorOf(name).getAttribute('id');
      return messageId !== null && ids.split(' ').includes(messageId);
    });
    return Object.values(described).every(Boolean);
  }

  /** The text of each field's label (what `<label for>` or aria-labelledby gives it). */
  async labels(): Promise<Record<Field, string>> {
    return eachField(async (name) =>
      browser.execute(
        (input) => {
          const byLabel = [...((input as HTMLInputElement).labels ?? [])].map((l) => l.innerText);
          const byIds = (input.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.innerText ?? '');
          return [...byLabel, ...byIds].join(' ').trim();
        },
        await this.field(name),
      ),
    );
  }

  /** The label of each shipping choice, e.g. "Standard (3-5 days): $4.99". */
  async shippingLabels(): Promise<Record<Shipping, string>> {
    const label = async (method: Shipping) =>
      browser.execute(
        (radio) =>
          [...((radio as HTMLInputElement).labels ?? [])].map((l) => l.innerText.trim()).join(' '),
        await this.shippingOption(method),
      );
    return { standard: await label('standard'), express: await label('express') };
  }

  async applyCode(code: string) {
    await typeInto(this.codeField, code);
    await this.applyButton.click();
  }

  async removeCode() {
    await this.removeCodeButton.click();
  }
}

export default new CheckoutPage();
