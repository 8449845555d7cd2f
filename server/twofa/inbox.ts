import { randomUUID } from 'node:crypto';
import type { Store } from '../store/store.js';

/** The most messages the practice inbox keeps per address; older ones drop off. */
export const INBOX_MAX_MESSAGES = 10;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface InboxMessage extends Mail {
  id: string;
  from: string;
  receivedAt: string;
  expiresAt: string;
}

const inboxKey = (mailbox: string) => `inbox:${mailbox}`;

/** The built-in practice inbox: messages live as long as the code they carry. */
export function practiceInbox(store: Store, from: string) {
  return {
    async deliver(mail: Mail, ttlMs: number) {
      const now = Date.now();
      const message: InboxMessage = {
        id: randomUUID(),
        from,
        ...mail,
        receivedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + ttlMs).toISOString(),
      };
      await store.pushCapped(inboxKey(mail.to), JSON.stringify(message), INBOX_MAX_MESSAGES, ttlMs);
    },

    /** Unexpired messages, newest first. */
    async read(mailbox: string): Promise<InboxMessage[]> {
      const now = Date.now();
      return (await store.list(inboxKey(mailbox)))
        .map((item) => JSON.parse(item) as InboxMessage)
        .filter((message) => Date.parse(message.expiresAt) > now);
    },
  };
}
