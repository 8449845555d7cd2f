/** One of these labels the login button, drawn once per load. */
export const BUTTON_LABELS = [
  'Log In',
  'Sign In',
  'Member Login',
  'Subscriber Access',
  'Login',
  'Sign On',
  'Log On',
  'Enter',
  'Access Account',
  'Continue',
  'Proceed',
  'Account Login',
  'User Login',
  'Secure Login',
  'Sign In Now',
  'Log Me In',
  'Let Me In',
  'Go to My Account',
  'Enter Account',
  'Member Sign In',
  'Customer Login',
  'Client Login',
  'Portal Login',
  'Start Session',
  'Authenticate',
  'Sign In Securely',
  'Access Portal',
  'Enter Site',
  'My Account',
  'Members Area',
] as const;

export const SUCCESS = 'Successful login! Welcome back.';
export const ERRORS = {
  noEmail: 'Please enter your email',
  noPassword: 'Please enter your password',
  badEmail: 'Please enter a valid email address',
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first failing rule's message, in the spec's order, or null when the input is valid. */
export function loginError(email: string, password: string): string | null {
  if (email.trim() === '') return ERRORS.noEmail;
  if (password === '') return ERRORS.noPassword;
  if (!EMAIL_SHAPE.test(email.trim())) return ERRORS.badEmail;
  return null;
}
