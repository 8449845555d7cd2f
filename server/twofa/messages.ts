export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;

export const MESSAGES = {
  ready: 'Ready: send an e-mail to get a code.',
  sent: (email: string) =>
    `A 6-digit code was sent to ${email}. It expires in ${CODE_TTL_MS / 60_000} minutes.`,
  verified: 'The code is valid: your e-mail address is verified.',
  wrongCode: (left: number) =>
    left > 0
      ? `Invalid code. ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'Invalid code. No tries left: please send a new code.',
  tooManyTries: 'Too many wrong tries: this code is void. Please send a new code.',
  noCode: 'No valid code: it has expired, was used, or was never sent. Please send a new code.',
  notDelivered: 'The e-mail could not be delivered. Please try again later.',
  inboxOff: 'The practice inbox is off: codes are sent by real e-mail (SMTP).',
} as const;

export const mailFor = (to: string, code: string) => ({
  to,
  subject: 'Your verification code',
  text: `Your verification code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.\n\nIf you did not ask for it, ignore this e-mail.`,
});
