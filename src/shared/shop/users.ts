// The shop's seven users (SPEC-4, page 72): one password for all, compared exactly.

export const SHOP_USERS = [
  'standard_user',
  'locked_user',
  'problem_user',
  'error_user',
  'slow_user',
  'visual_user',
  'a11y_user',
] as const;

export type ShopUser = (typeof SHOP_USERS)[number];

export const SHOP_PASSWORD = 'practice';

/** The one user who cannot log in. */
export const LOCKED_USER: ShopUser = 'locked_user';

export const isShopUser = (name: string): name is ShopUser =>
  (SHOP_USERS as readonly string[]).includes(name);
