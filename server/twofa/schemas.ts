import { CODE_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../src/shared/twofa.js';

// Unknown fields are dropped (Fastify's Ajv removes additional properties) and so ignored.

export const sendEmailBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN } },
} as const;

export const verifyCodeBody = {
  type: 'object',
  required: ['typedCode'],
  additionalProperties: false,
  properties: { typedCode: { type: 'string', minLength: CODE_LENGTH, maxLength: CODE_LENGTH } },
} as const;

export const inboxParams = {
  type: 'object',
  required: ['address'],
  properties: { address: { type: 'string', maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN } },
} as const;
