// The 25 planted bugs (SPEC-4, Part B): the one list that the server, page 74, `npm run hunt`
// and the tests read. Each acts at one place in the code, found by searching its id.
import type { ShopUser } from './users.js';

export const BUG_IDS = [
  'B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B09', 'B10', 'B11', 'B12', 'B13',
  'B14', 'B15', 'B16', 'B17', 'B18', 'B19', 'B20', 'B21', 'B22', 'B23', 'B24', 'B25',
] as const; // prettier-ignore

export type BugId = (typeof BUG_IDS)[number];

/** The bugs active for one request (the user's bundle, or the server's SHOP_BUGS). */
export type ActiveBugs = ReadonlySet<BugId>;

export const NO_BUGS: ActiveBugs = new Set();

export interface PlantedBug {
  id: BugId;
  /** The user whose bundle holds it. */
  user: ShopUser;
  /** The word shown in its summary on page 74. */
  area: string;
  /** What happens while it is active. */
  title: string;
  /** The test cases of page 73 that catch it. */
  testCases: readonly string[];
  /** What a test should assert to catch it (page 74's answer key). */
  hint: string;
}

export const PLANTED_BUGS: readonly PlantedBug[] = [
  {
    id: 'B01',
    user: 'problem_user',
    area: 'Products',
    title:
      'Every product shows the same picture, an "image not found" drawing (list and product page).',
    testCases: ['TC07', 'TC22'],
    hint: "Assert that each product's picture address ends in its own slug, or compare the pictures.",
  },
  {
    id: 'B02',
    user: 'problem_user',
    area: 'Products',
    title: '"Price (low to high)" keeps the name order (the API\'s sort=price-asc too).',
    testCases: ['TC05'],
    hint: 'Read every price after sorting and assert that each is at least the one before it.',
  },
  {
    id: 'B03',
    user: 'problem_user',
    area: 'Products',
    title: "A product's name on the list opens the next product's page (12 opens 1).",
    testCases: ['TC07'],
    hint: "Click a product's name and assert the product page's heading is that same name.",
  },
  {
    id: 'B04',
    user: 'problem_user',
    area: 'Products',
    title: '"Add to cart" on the list does nothing for products with an even id.',
    testCases: ['TC08'],
    hint: 'Add a product with an even id (the Water Bottle) and assert the badge and the Remove button.',
  },
  {
    id: 'B05',
    user: 'problem_user',
    area: 'Checkout',
    title: 'Typing in "Last name" replaces the value of "First name"; Last name stays empty.',
    testCases: ['TC11', 'TC15'],
    hint: 'After filling the form, assert each field holds what was typed, or the overview\'s "Ship to".',
  },
  {
    id: 'B06',
    user: 'problem_user',
    area: 'Products',
    title: 'Search matches case: "backpack" finds nothing.',
    testCases: ['TC06'],
    hint: 'Search in lower case for a word that the name spells with a capital.',
  },
  {
    id: 'B07',
    user: 'problem_user',
    area: 'Checkout',
    title: 'Tax is 8 % of net plus shipping.',
    testCases: ['TC14'],
    hint: 'Work the expected tax out from the rules (8 % of net, never of shipping) and compare.',
  },
  {
    id: 'B08',
    user: 'problem_user',
    area: 'Checkout',
    title: 'Standard shipping is free only from $1,000.00 of net.',
    testCases: ['TC12'],
    hint: 'Fill a cart worth $100.00 or more and assert standard shipping reads "free".',
  },
  {
    id: 'B09',
    user: 'problem_user',
    area: 'Product page',
    title: 'The quantity may reach 6, and the server keeps a line of 6.',
    testCases: ['TC09'],
    hint: 'Ask for 6 of a product in stock and assert the refusal and an unchanged cart.',
  },
  {
    id: 'B10',
    user: 'error_user',
    area: 'Checkout',
    title:
      'Place order answers 500 "Something went wrong. Try again.", shown as an alert; the cart stays.',
    testCases: ['TC15'],
    hint: 'Place an order and assert the confirmation view and its order number.',
  },
  {
    id: 'B11',
    user: 'error_user',
    area: 'Cart',
    title: 'Removing a line answers 500 "Something went wrong. Try again."; the line stays.',
    testCases: ['TC08', 'TC10'],
    hint: 'Remove a line in the cart and assert it is gone and the subtotal dropped.',
  },
  {
    id: 'B12',
    user: 'error_user',
    area: 'Checkout',
    title: 'SAVE10 is refused: "This code is not valid." (FREESHIP still works).',
    testCases: ['TC13'],
    hint: 'Apply SAVE10 and assert its status message and the discount line.',
  },
  {
    id: 'B13',
    user: 'error_user',
    area: 'Orders',
    title: 'Every invoice request answers 500 instead of the PDF (before the order is looked up).',
    testCases: ['TC18'],
    hint: 'Download the invoice and assert a PDF named invoice-{number}.pdf that holds the total.',
  },
  {
    id: 'B14',
    user: 'error_user',
    area: 'API',
    title:
      'The cart accepts a quantity below 1 (in its field and in the API) and the subtotal drops.',
    testCases: ['TC10', 'TC24'],
    hint: 'Set a quantity of 0 (field and PUT /api/shop/cart/items/{id}) and assert the refusal.',
  },
  {
    id: 'B15',
    user: 'error_user',
    area: 'API',
    title: 'After Log out the old token and cookie still work on the API for 30 minutes.',
    testCases: ['TC20', 'TC24'],
    hint: 'Keep the token, log out, then call the API with it and expect 401.',
  },
  {
    id: 'B16',
    user: 'error_user',
    area: 'Orders',
    title: 'The order list and the order views show the orders of every user of this browser.',
    testCases: ['TC17'],
    hint: 'Place an order as one user, log in as another in the same browser and expect no orders.',
  },
  {
    id: 'B17',
    user: 'slow_user',
    area: 'Log in',
    title: 'Logging in answers after 5 s.',
    testCases: ['TC23'],
    hint: 'Time the login request (or the way to the products) and fail above a budget such as 2 s.',
  },
  {
    id: 'B18',
    user: 'slow_user',
    area: 'Products',
    title: 'The product list arrives 4 s after the view opens.',
    testCases: ['TC23'],
    hint: 'Time the products request from the view opening and fail above a budget such as 2 s.',
  },
  {
    id: 'B19',
    user: 'visual_user',
    area: 'Looks',
    title: "The third product's button on the list sits 10 px lower than the others.",
    testCases: ['TC22'],
    hint: 'Compare the buttons of one row, or a screenshot of the list against a baseline.',
  },
  {
    id: 'B20',
    user: 'visual_user',
    area: 'Looks',
    title: 'The cart badge sits to the left of the cart link instead of its right.',
    testCases: ['TC22'],
    hint: "Compare the badge's box with the link's box, or a screenshot of the shop bar.",
  },
  {
    id: 'B21',
    user: 'visual_user',
    area: 'Looks',
    title: 'Prices on the list are twice their normal size.',
    testCases: ['TC22'],
    hint: "Compare a price's font size with the product page's, or a screenshot of the list.",
  },
  {
    id: 'B22',
    user: 'a11y_user',
    area: 'Access',
    title: "The checkout form's four text fields have no label, only placeholders.",
    testCases: ['TC21'],
    hint: 'Find each field by its label (axe accepts a placeholder as a name, so it does not flag this).',
  },
  {
    id: 'B23',
    user: 'a11y_user',
    area: 'Access',
    title: 'Product pictures have no alt attribute.',
    testCases: ['TC21'],
    hint: 'Find the pictures by their alt text (role img, name), or run axe on the list.',
  },
  {
    id: 'B24',
    user: 'a11y_user',
    area: 'Access',
    title: 'The cart link is a clickable element with no link role that the keyboard cannot reach.',
    testCases: ['TC21'],
    hint: 'Find the cart by role link and name, or reach it with the Tab key.',
  },
  {
    id: 'B25',
    user: 'a11y_user',
    area: 'Access',
    title: 'Prices are light grey on white (contrast below 3:1).',
    testCases: ['TC21'],
    hint: "Run axe's color-contrast rule on the list.",
  },
];

export const isBugId = (text: string): text is BugId =>
  (BUG_IDS as readonly string[]).includes(text);

export const bugsOf = (user: ShopUser): BugId[] =>
  PLANTED_BUGS.filter((bug) => bug.user === user).map((bug) => bug.id);

/** The bugs active for a user: its bundle, plus every bug the server setting names. */
export function activeBugs(user: ShopUser | undefined, serverBugs: ActiveBugs): ActiveBugs {
  return new Set([...(user ? bugsOf(user) : []), ...serverBugs]);
}

/** Reads SHOP_BUGS: comma-separated ids, or "all"; empty for none. Throws on an unknown id. */
export function parseBugList(text: string): ActiveBugs {
  const trimmed = text.trim();
  if (trimmed === '') return NO_BUGS;
  if (trimmed.toLowerCase() === 'all') return new Set(BUG_IDS);
  const ids = trimmed.split(',').map((id) => id.trim().toUpperCase());
  const unknown = ids.find((id) => !isBugId(id));
  if (unknown !== undefined) throw new Error(`${unknown} is not a planted bug (B01-B25)`);
  return new Set(ids as BugId[]);
}

/**
 * The bugs that act in the browser (markup, styles, links, field handling). The server sends the
 * active ones of these with the session as one opaque number, so the views can switch them without
 * any answer naming a bug.
 */
export const BROWSER_BUGS = [
  'B03', 'B04', 'B05', 'B09', 'B19', 'B20', 'B21', 'B22', 'B23', 'B24', 'B25',
] as const satisfies readonly BugId[]; // prettier-ignore

export function encodeBrowserBugs(bugs: ActiveBugs): number {
  return BROWSER_BUGS.reduce((bits, id, i) => (bugs.has(id) ? bits | (1 << i) : bits), 0);
}

export function decodeBrowserBugs(bits: number): ActiveBugs {
  return new Set(BROWSER_BUGS.filter((_, i) => (bits & (1 << i)) !== 0));
}
