import { parseBugList, type ActiveBugs } from '../../src/shared/shop/bugs.js';
import { integerVar, textVar } from '../env.js';

/** The Practice Shop's settings, from the environment (each in docs/configuration.md). */
export interface ShopConfig {
  /** SHOP_BUGS: planted bugs active for every user (empty: only the users' bundles). */
  bugs: ActiveBugs;
  /** A login ends this long after its last shop request (sliding). */
  sessionTtlMs: number;
  /** A shopper's cart, details and orders are dropped this long after their last use. */
  stateTtlMs: number;
  /** Failed logins one client IP may make per window; then every login answers 429. */
  failedLoginLimit: number;
  failedLoginWindowMs: number;
  /** B17: how long a login takes while the bug is active. */
  slowLoginMs: number;
  /** B18: how long the product list takes while the bug is active. */
  slowProductsMs: number;
}

/** SHOP_BUGS as parseBugList reads it; a bad id stops the start with the variable's name. */
function bugsVar(env: NodeJS.ProcessEnv): ActiveBugs {
  const value = textVar(env, 'SHOP_BUGS', '');
  try {
    return parseBugList(value);
  } catch (error) {
    throw new Error(
      `SHOP_BUGS must be "all" or comma-separated bug ids (B01-B25), not "${value}": ${(error as Error).message}`,
    );
  }
}

export function shopConfigFromEnv(env: NodeJS.ProcessEnv): ShopConfig {
  return {
    bugs: bugsVar(env),
    sessionTtlMs: integerVar(env, 'SHOP_SESSION_MINUTES', 30, 1, 1440) * 60_000,
    stateTtlMs: integerVar(env, 'SHOP_STATE_HOURS', 24, 1, 720) * 3_600_000,
    failedLoginLimit: integerVar(env, 'SHOP_LOGIN_FAIL_LIMIT', 30, 1),
    failedLoginWindowMs: integerVar(env, 'SHOP_LOGIN_FAIL_WINDOW_SECONDS', 60, 1) * 1000,
    slowLoginMs: integerVar(env, 'SHOP_SLOW_LOGIN_MS', 5000, 0, 60_000),
    slowProductsMs: integerVar(env, 'SHOP_SLOW_PRODUCTS_MS', 4000, 0, 60_000),
  };
}
