// What page 74 shows of the bug catalog (src/shared/shop/bugs.ts): the users' bundles and the list
// as the "Show bugs of" filter narrows it.
import { PLANTED_BUGS, type PlantedBug } from '../../shared/shop/bugs';
import { LOCKED_USER, SHOP_USERS, type ShopUser } from '../../shared/shop/users';

/** The filter's value for every user. */
export const ALL_USERS = 'all';
export type BugFilter = ShopUser | typeof ALL_USERS;

export const bugsOfUser = (user: ShopUser) => PLANTED_BUGS.filter((bug) => bug.user === user);

/** The users table: each user with its bug ids, "none", or "cannot log in". */
export function userRows(): { user: ShopUser; bugs: string }[] {
  return SHOP_USERS.map((user) => {
    const ids = bugsOfUser(user).map((bug) => bug.id);
    if (user === LOCKED_USER) return { user, bugs: 'cannot log in' };
    return { user, bugs: ids.length ? ids.join(', ') : 'none' };
  });
}

/** The filter's choices after "All users": each user with bugs, in the users' order. */
export const USERS_WITH_BUGS: readonly ShopUser[] = SHOP_USERS.filter(
  (user) => bugsOfUser(user).length > 0,
);

export const isBugFilter = (value: string): value is BugFilter =>
  value === ALL_USERS || (USERS_WITH_BUGS as readonly string[]).includes(value);

export const bugsShown = (filter: BugFilter): readonly PlantedBug[] =>
  filter === ALL_USERS ? PLANTED_BUGS : bugsOfUser(filter);

/** "25 planted bugs", or "9 planted bugs of problem_user". */
export function bugCountText(filter: BugFilter): string {
  const count = bugsShown(filter).length;
  const noun = count === 1 ? 'planted bug' : 'planted bugs';
  return filter === ALL_USERS ? `${count} ${noun}` : `${count} ${noun} of ${filter}`;
}

/** A bug's summary line: "{id} · {user} · {area}". */
export const bugSummary = (bug: PlantedBug) => `${bug.id} · ${bug.user} · ${bug.area}`;
