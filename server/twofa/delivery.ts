import type { Store } from '../store/store.js';
import { practiceInbox } from './inbox.js';
import { smtpMailer } from './mailer.js';

/** Where codes go: by SMTP when a URL is set, else to the practice inbox (which can be read). */
export function delivery(store: Store, smtpUrl: string | undefined, from: string) {
  if (smtpUrl) {
    const smtp = smtpMailer(smtpUrl, from);
    return { deliver: smtp.send, inbox: undefined, close: smtp.close };
  }
  const inbox = practiceInbox(store, from);
  return { deliver: inbox.deliver, inbox, close: () => {} };
}

export type Delivery = ReturnType<typeof delivery>;
