import { Type } from 'typebox';
import {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  INVALID_CODE_LENGTH,
  INVALID_EMAIL,
} from '../../src/shared/twofa.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { MESSAGES } from './messages.js';

// Unknown body fields are dropped (Ajv's removeAdditional) and so ignored.

const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });

export const SendEmailBody = Type.Object(
  { email: Email },
  { additionalProperties: false, examples: [{ email: 'ann@example.com' }] },
);

export const VerifyCodeBody = Type.Object(
  { typedCode: Type.String({ minLength: CODE_LENGTH, maxLength: CODE_LENGTH }) },
  { additionalProperties: false, examples: [{ typedCode: '123456' }] },
);

export const InboxParams = Type.Object({ address: Email });

const InboxMessage = Type.Object({
  id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  receivedAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

const Inbox = Type.Object(
  { address: Type.String(), messages: Type.Array(InboxMessage) },
  {
    description: 'The messages, newest first',
    examples: [
      {
        address: 'ann@example.com',
        messages: [
          {
            id: '0b6f3c1e-8d0a-4d43-9a53-2f1f0f7c6a11',
            from: 'Automation Playground <no-reply@localhost>',
            to: 'ann@example.com',
            subject: 'Your verification code',
            text: 'Your verification code is 123456. It expires in 10 minutes.',
            receivedAt: '2026-01-01T10:00:00.000Z',
            expiresAt: '2026-01-01T10:10:00.000Z',
          },
        ],
      },
    ],
  },
);

/** The answers every store-backed POST shares, before its own rules. */
const postReplies = (invalid: string) => ({
  400: invalid,
  403: XSRF_MESSAGE,
  413: ERROR_MESSAGES.tooLarge,
  415: ERROR_MESSAGES.notJson,
  429: ERROR_MESSAGES.tooManyRequests(590),
  503: ERROR_MESSAGES.unavailable,
});

export const sessionSchema = {
  summary: 'Start a session: sets the XSRF-TOKEN cookie the POSTs must echo',
  tags: ['2FA'],
  response: messageReplies({ 200: MESSAGES.ready }),
};

export const sendEmailSchema = {
  summary: 'Send a 6-digit code to an e-mail address (the practice inbox, or SMTP)',
  tags: ['2FA'],
  body: SendEmailBody,
  response: messageReplies({
    200: MESSAGES.sent('ann@example.com'),
    ...postReplies(INVALID_EMAIL),
    502: MESSAGES.notDelivered,
  }),
};

export const verifyCodeSchema = {
  summary: 'Check the code of the latest send in this session',
  tags: ['2FA'],
  body: VerifyCodeBody,
  response: messageReplies({
    200: MESSAGES.verified,
    ...postReplies(INVALID_CODE_LENGTH),
    403: [XSRF_MESSAGE, MESSAGES.tooManyTries],
  }),
};

export const inboxSchema = {
  summary: 'The practice inbox of an address: unexpired messages, newest first',
  tags: ['2FA'],
  params: InboxParams,
  response: {
    200: Inbox,
    ...messageReplies({
      400: INVALID_EMAIL,
      404: MESSAGES.inboxOff,
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};
