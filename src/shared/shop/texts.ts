// The shop's texts that the server and the views both show (SPEC-4, page 72 and Part D).

export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  noMatch: 'Username and password do not match any user.',
  locked: 'This user is locked out.',
  guard: (path: string) => `Log in to see ${path}.`,
  sessionEnded: 'Your session has ended. Log in again.',
  loggedOut: 'You have logged out.',
} as const;

export const SHOP_MESSAGES = {
  logInFirst: 'Log in first.',
  reset: 'The shop was reset.',
  somethingWentWrong: 'Something went wrong. Try again.',
  noProduct: (id: string | number) => `No product has the id ${id}.`,
  outOfStock: (name: string) => `${name} is out of stock.`,
  atMost: (max: number) => `You can have at most ${max} of this product in your cart.`,
  wholeNumber: (max: number) => `Quantity must be a whole number from 1 to ${max}.`,
  notInCart: (name: string) => `${name} is not in your cart.`,
  added: (quantity: number) => `Added ${quantity} to your cart.`,
  codeNotValid: 'This code is not valid.',
  codeApplied: {
    SAVE10: 'Code SAVE10 applied: 10% off your items.',
    FREESHIP: 'Code FREESHIP applied: free shipping.',
  },
  cartEmpty: 'Your cart is empty.',
  detailsFirst: 'Enter your details first.',
  noOrder: (number: string) => `There is no order ${number} in this shop.`,
} as const;

export const SHIPPING_LABELS = {
  standard: 'Standard (3-5 days)',
  express: 'Express (1-2 days)',
} as const;

export const PAYMENT_TEXT = 'Payment: Practice card ending 4242';

/** "PS-1001", "PS-1002", … per (shopper, user). */
export const orderNumber = (sequence: number) => `PS-${1000 + sequence}`;
export const ORDER_NUMBER_PATTERN = '^PS-[0-9]{4,9}$';

export const orderEmailSubject = (number: string) => `Order ${number} confirmed`;
