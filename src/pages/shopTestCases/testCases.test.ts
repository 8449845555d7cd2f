import { describe, expect, it } from 'vitest';
import { PLANTED_BUGS, type BugId } from '../../shared/shop/bugs';
import { TC14_TOTALS, TEST_CASES } from './testCases';

const SPEC_TITLES = [
  'Log in and see the products',
  'Locked user cannot log in',
  'Login form errors',
  'Pages need a login',
  'Sort the products',
  'Search and filter the products',
  'Product page',
  'Add and remove from the list',
  'Quantity limits',
  'Cart lines and subtotal',
  'Checkout form errors',
  'Shipping choices and free shipping',
  'Discount codes',
  'Order totals',
  'Place an order',
  'Order confirmation e-mail',
  'Order history',
  'Invoice',
  'Reset the shop',
  'Log out',
  'Accessibility of every view',
  'The shop looks right',
  'The shop answers fast',
  'The API agrees with the pages',
];

const expectedOf = (id: string) => TEST_CASES.find((t) => t.id === id)?.expected.join('\n') ?? '';

/**
 * The rule of page 72 that each planted bug breaks, as the Expected list of each test case that
 * catches it (in the bug's order) must state it.
 */
const RULE_BROKEN: Record<BugId, readonly RegExp[]> = {
  B01: [
    /picture is its own.*ends in the product's slug/,
    /own picture.*ending in its product's slug/,
  ],
  B02: [/"Price \(low to high\)": every price is at least the one before it/],
  B03: [/every name on the list opens the page of that same product/],
  B04: [/After each "Add to cart" that item's button reads "Remove"; the badge counts 1, then 2/],
  B05: [/"First name" `Ada`, "Last name" `Lovelace`/, /"Ship to: Ada Lovelace, SW1A 1AA"/],
  B06: [/`backpack` shows Trail Backpack alone.*search ignores case/],
  B07: [/"Tax \(8%\): \$9\.29".*\n.*tax = 8% of net, never of shipping/],
  B08: [/From \$100\.00 of net .* standard shipping is free/],
  B09: [/`6`, `0` and `2\.5` each show the alert "Quantity must be a whole number from 1 to 5\."/],
  B10: [/"Place order" opens `\/shop\/checkout\/complete\/PS-1001`/],
  B11: [
    /"Remove" takes the Water Bottle line out at once/,
    /Removing Trail Backpack takes its row out/,
  ],
  B12: [/` save10 ` is accepted .* "Code SAVE10 applied: 10% off your items\."/],
  B13: [/A file `invoice-PS-1001\.pdf` downloads; it is a PDF/],
  B14: [/`0` is refused .* a quantity is never below 1/, /A quantity below 1 is refused with 400/],
  B15: [
    /old token stops working at once: the API answers 401/,
    /old token is refused at once: 401/,
  ],
  B16: [/Orders belong to one user: as `visual_user` the list reads "You have no orders yet\."/],
  B17: [/login is answered within 2 seconds/],
  B18: [/product list .* is shown within 2 seconds of opening the view/],
  B19: [/buttons of one row are aligned/],
  B20: [/badge sits at the right of the cart link/],
  B21: [/Prices on the list are the same size as on the product page/],
  B22: [/Every field has a label: "First name", "Last name", "Email" and "Postal code"/],
  B23: [/Every product picture has alt text/],
  B24: [/cart link is a link named "Cart, 0 items" that Tab reaches/],
  B25: [/no serious or critical violation on any view, colour contrast included/],
};

describe('the test cases of page 73', () => {
  it("are SPEC-4's twenty-four, in order, TC01 to TC24", () => {
    expect(TEST_CASES.map((t) => `${t.id} ${t.title}`)).toEqual(
      SPEC_TITLES.map((title, i) => `TC${String(i + 1).padStart(2, '0')} ${title}`),
    );
  });

  it('each have steps and expected results, none repeated within a list', () => {
    for (const { id, steps, expected } of TEST_CASES) {
      expect(steps.length, id).toBeGreaterThan(0);
      expect(expected.length, id).toBeGreaterThan(0);
      expect(new Set(steps).size, id).toBe(steps.length);
      expect(new Set(expected).size, id).toBe(expected.length);
    }
  });

  it('pair every backtick, so no code span runs on', () => {
    for (const { id, steps, expected } of TEST_CASES)
      for (const text of [...steps, ...expected])
        expect(text.split('`').length % 2, `${id}: ${text}`).toBe(1);
  });
});

describe('the test cases and the bug catalog', () => {
  it('name only test cases that exist, for every planted bug', () => {
    const ids = new Set(TEST_CASES.map((t) => t.id));
    for (const bug of PLANTED_BUGS) {
      expect(bug.testCases.length, bug.id).toBeGreaterThan(0);
      for (const id of bug.testCases) expect(ids.has(id), `${bug.id} names ${id}`).toBe(true);
    }
  });

  it("state, in each catching test case's Expected list, the rule the bug breaks", () => {
    for (const bug of PLANTED_BUGS) {
      const rules = RULE_BROKEN[bug.id];
      expect(rules.length, bug.id).toBe(bug.testCases.length);
      bug.testCases.forEach((id, i) =>
        expect(expectedOf(id), `${bug.id} in ${id}`).toMatch(rules[i]!),
      );
    }
  });
});

describe('TC14, the worked example', () => {
  it('comes to the amounts of the spec: Rain Jacket + 2 Sun Hats, SAVE10, express', () => {
    expect(TC14_TOTALS).toEqual({
      items: '$128.98',
      discount: '$12.90',
      shipping: '$14.99',
      tax: '$9.29',
      total: '$140.36',
    });
    expect(expectedOf('TC14')).toContain(
      '"Item total: $128.98", "Discount (SAVE10): -$12.90", "Shipping: $14.99", "Tax (8%): $9.29", "Total: $140.36"',
    );
  });
});
