import { createTransport } from 'nodemailer';
import type { Mail } from './inbox.js';

/** Delivers one e-mail whose content is valid for `ttlMs`; rejects when it cannot. */
export interface Mailer {
  send(mail: Mail, ttlMs: number): Promise<void>;
  close(): void;
}

/** Real delivery through an SMTP server, e.g. smtp://user:pass@mail.example.com:587. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
