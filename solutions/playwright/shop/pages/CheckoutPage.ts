// Practice Shop: the checkout form's page object (/shop/checkout): fill the details, choose shipping, apply a code, read the errors.
import type { Page } from '@playwright/test';
import type { Details, Shipping } from '../rules';
import { visibleText } from './visibleText';

/** The form's four text fields by their hooks, in the form's order. */
const FIELDS = {
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  postalCode: 'postal-code',
} as const;

export type Field = keyof typeof FIELDS;
type Form = Record<Field, string>;

export class CheckoutPage {
  private readonly continueButton;
  private readonly codeField;
  private readonly applyButton;
  private readonly removeCodeButton;
  private readonly codeApplied;
  private readonly codeError;

  constructor(private readonly page: Page) {
    this.continueButton = page.getByTestId('continue');
    this.codeField = page.getByTestId('discount-code');
    this.applyButton = page.getByTestId('apply-discount');
    this.removeCodeButton = page.getByTestId('remove-discount');
    this.codeApplied = page.getByTestId('discount-message');
    this.codeError = page.getByTestId('discount-error');
  }

  async goto() {
    await this.page.goto('/shop/checkout');
    await this.continueButton.waitFor();
  }

  private field(name: Field) {
    return this.page.getByTestId(FIELDS[name]);
  }

  private shippingOption(method: Shipping) {
    return this.page.getByTestId(`shipping-${method}`);
  }

  /** Types each given field, one after the other, as a shopper does. */
  async fill(form: Partial<Form>) {
    for (const [name, text] of Object.entries(form) as [Field, string][])
      await this.field(name).fill(text);
  }

  async chooseShipping(method: Shipping) {
    await this.shippingOption(method).check();
  }

  /** Fills the form, chooses the shipping and presses Continue. */
  async enter(details: Details) {
    const { shipping, ...form } = details;
    await this.fill(form);
    await this.chooseShipping(shipping);
    await this.continue();
  }

  async continue() {
    await this.continueButton.click();
  }

  /** What each field holds now. */
  async values(): Promise<Form> {
    return this.readFields((name) => this.field(name).inputValue());
  }

  /** Each field's message, null for a valid field. */
  async errors(): Promise<Record<Field, string | null>> {
    return this.readFields((name) => visibleText(this.page.getByTestId(`${FIELDS[name]}-error`)));
  }

  /** The fields marked aria-invalid="true", in the form's order. */
  async invalidFields(): Promise<Field[]> {
    const invalid = await this.readFields(
      async (name) => (await this.field(name).getAttribute('aria-invalid')) === 'true',
    );
    return (Object.keys(FIELDS) as Field[]).filter((name) => invalid[name]);
  }

  /** The field that has the focus, or null when none of the four has it. */
  async focusedField(): Promise<Field | null> {
    const focused = await this.readFields((name) =>
      this.field(name).evaluate((input) => input === document.activeElement),
    );
    return (Object.keys(FIELDS) as Field[]).find((name) => focused[name]) ?? null;
  }

  /** Whether each error message is tied to its field by aria-describedby. */
  async errorsDescribeTheirFields() {
    const described = await this.readFields(async (name) => {
      const ids = (await this.field(name).getAttribute('aria-describedby')) ?? '';
      const messageId = await this.page.getByTestId(`${FIELDS[name]}-error`).getAttribute('id');
      return messageId !== null && ids.split(' ').includes(messageId);
    });
    return Object.values(described).every(Boolean);
  }

  /** The text of each field's label (what `<label for>` or aria-labelledby gives it). */
  async labels(): Promise<Record<Field, string>> {
    return this.readFields((name) =>
      this.field(name).evaluate((input) => {
        const byLabel = [...((input as HTMLInputElement).labels ?? [])].map((l) => l.innerText);
        const byIds = (input.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.innerText ?? '');
        return [...byLabel, ...byIds].join(' ').trim();
      }),
    );
  }

  /** The label of each shipping choice, e.g. "Standard (3-5 days): $4.99". */
  async shippingLabels(): Promise<Record<Shipping, string>> {
    const label = (method: Shipping) =>
      this.shippingOption(method).evaluate((radio) =>
        [...((radio as HTMLInputElement).labels ?? [])].map((l) => l.innerText.trim()).join(' '),
      );
    return { standard: await label('standard'), express: await label('express') };
  }

  async applyCode(code: string) {
    await this.codeField.fill(code);
    await this.applyButton.click();
  }

  async removeCode() {
    await this.removeCodeButton.click();
  }

  /** The status of the applied code, or null. */
  async codeMessage() {
    return visibleText(this.codeApplied);
  }

  /** The alert that refuses a code, or null. */
  async codeErrorMessage() {
    return visibleText(this.codeError);
  }

  private async readFields<T>(read: (name: Field) => Promise<T>): Promise<Record<Field, T>> {
    const names = Object.keys(FIELDS) as Field[];
    const values = await Promise.all(names.map(read));
    return Object.fromEntries(names.map((name, i) => [name, values[i]])) as Record<Field, T>;
  }
}
