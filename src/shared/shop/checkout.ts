// The checkout form's rules (SPEC-4, "Checkout: your information"), checked by the view and the API.

export const CHECKOUT_FIELDS = ['firstName', 'lastName', 'email', 'postalCode'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutForm = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** Each field's label, and its hook (`data-test`), whose message hook adds `-error`. */
export const FIELD_LABELS: Record<CheckoutField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  postalCode: 'Postal code',
};

export const FIELD_HOOKS: Record<CheckoutField, string> = {
  firstName: 'first-name',
  lastName: 'last-name',
  email: 'email',
  postalCode: 'postal-code',
};

export const NAME_MAX_LENGTH = 40;
/** The longest text any field accepts at all (the API's limit on every field). */
export const FIELD_MAX_LENGTH = 200;

/** No spaces, one @, a dot in the part after it. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]*\.[^\s@]*$/u;
const POSTAL_CODE_SHAPE = /^[\p{L}\p{N} -]{3,10}$/u;

export const CHECKOUT_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: (label: string) => `${label} has at most ${NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  postalCodeRequired: 'Postal code is required.',
  postalCodeInvalid: 'Postal code has 3 to 10 letters, digits, spaces or hyphens.',
} as const;

function nameError(field: 'firstName' | 'lastName', value: string): string | undefined {
  const name = value.trim();
  if (!name) return CHECKOUT_MESSAGES[`${field}Required`];
  if (name.length > NAME_MAX_LENGTH) return CHECKOUT_MESSAGES.nameTooLong(FIELD_LABELS[field]);
  return undefined;
}

function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return CHECKOUT_MESSAGES.emailRequired;
  if (!EMAIL_SHAPE.test(email)) return CHECKOUT_MESSAGES.emailInvalid;
  return undefined;
}

function postalCodeError(value: string): string | undefined {
  const code = value.trim();
  if (!code) return CHECKOUT_MESSAGES.postalCodeRequired;
  if (!POSTAL_CODE_SHAPE.test(code)) return CHECKOUT_MESSAGES.postalCodeInvalid;
  return undefined;
}

/** Every invalid field with its message, in the form's order; empty when all are valid. */
export function checkoutErrors(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {
    firstName: nameError('firstName', form.firstName),
    lastName: nameError('lastName', form.lastName),
    email: emailError(form.email),
    postalCode: postalCodeError(form.postalCode),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => text)) as CheckoutErrors;
}

/** The details as saved: every field trimmed. */
export const trimmedForm = (form: CheckoutForm): CheckoutForm => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  email: form.email.trim(),
  postalCode: form.postalCode.trim(),
});
