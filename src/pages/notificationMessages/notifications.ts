import type { Random } from '../../lib/random';

export interface Notification {
  text: string;
  /** The Bootstrap alert colour. */
  variant: 'success' | 'danger' | 'info';
}

export const NOTIFICATIONS: readonly Notification[] = [
  { text: 'The action succeeded.', variant: 'success' },
  { text: 'The action failed. Please try again.', variant: 'danger' },
  { text: 'The action is still in progress.', variant: 'info' },
];

/** One notification, each with chance 1/3, whatever came before. */
export function drawNotification(random: Random): Notification {
  return random.pick(NOTIFICATIONS);
}
