import { Type } from 'typebox';
import { REFERENCE_PATTERN, RESET_MESSAGES } from '../../src/shared/auth.js';
import { INVALID_EMAIL } from '../../src/shared/twofa.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { SendEmailBody } from '../twofa/schemas.js';
import { MESSAGES } from '../twofa/messages.js';
import { XSRF_MESSAGE } from '../xsrf.js';

const ResetSent = Type.Object(
  {
    message: Type.String(),
    reference: Type.String({ pattern: REFERENCE_PATTERN }),
    practiceInbox: Type.Boolean({
      description: 'true: the mail is in the practice inbox; false: it went out by SMTP',
    }),
  },
  {
    additionalProperties: false,
    examples: [
      { message: RESET_MESSAGES.sent('ann@example.com'), reference: 'K7QX2M', practiceInbox: true },
    ],
  },
);

export const forgotPasswordSchema = {
  summary: 'Send a practice password-reset e-mail (the practice inbox, or SMTP)',
  tags: ['Login'],
  body: SendEmailBody,
  response: {
    200: ResetSent,
    ...messageReplies({
      400: INVALID_EMAIL,
      403: XSRF_MESSAGE,
      413: ERROR_MESSAGES.tooLarge,
      415: ERROR_MESSAGES.notJson,
      429: ERROR_MESSAGES.tooManyRequests(590),
      502: MESSAGES.notDelivered,
      503: ERROR_MESSAGES.unavailable,
    }),
  },
};
