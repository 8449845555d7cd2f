// The 24 test cases of /shop/testCases (SPEC-4, page 73), as data. Every text and amount a step
// expects comes from src/shared/shop, the same facts the shop itself shows, so the two cannot drift.
import { FIELD_LABELS, CHECKOUT_MESSAGES, NAME_MAX_LENGTH } from '../../shared/shop/checkout';
import { NO_BUGS } from '../../shared/shop/bugs';
import {
  EXPRESS_SHIPPING,
  formatMoney,
  FREE_STANDARD_FROM,
  orderTotals,
  STANDARD_SHIPPING,
  type DiscountCode,
  type PricedLine,
  type ShippingMethod,
} from '../../shared/shop/money';
import {
  DEFAULT_LIST_QUERY,
  listProducts,
  PRODUCT_COUNT,
  PRODUCTS,
  SORT_LABELS,
  type Product,
  type Sort,
} from '../../shared/shop/products';
import {
  LOGIN_MESSAGES,
  orderEmailSubject,
  orderNumber,
  PAYMENT_TEXT,
  SHIPPING_LABELS,
  SHOP_MESSAGES,
} from '../../shared/shop/texts';
import { LOCKED_USER, SHOP_PASSWORD, SHOP_USERS } from '../../shared/shop/users';

export interface TestCase {
  /** "TC01" … "TC24". */
  id: string;
  title: string;
  /** What the tester does, in order. Text between backticks is typed or requested as it is. */
  steps: readonly string[];
  /** What the shop must show: every rule a planted bug breaks is stated here. */
  expected: readonly string[];
}

const USER = 'standard_user';
/** A second user whose planted bugs change only the looks, so the order views behave as specified. */
const SECOND_USER = 'visual_user';
const FIRST_ORDER = orderNumber(1);
const SECOND_ORDER = orderNumber(2);

const product = (slug: string): Product => PRODUCTS.find((p) => p.slug === slug)!;
const BACKPACK = product('trail-backpack');
const BOTTLE = product('water-bottle');
const JACKET = product('rain-jacket');
const SUN_HAT = product('sun-hat');
const BOOTS = product('hiking-boots');
const MUG = product('camping-mug');

const money = (cents: number) => formatMoney(cents);
const namesSortedBy = (sort: Sort) =>
  listProducts({ ...DEFAULT_LIST_QUERY, sort }, NO_BUGS).map((p) => p.name);
const pricedNamesSortedBy = (sort: Sort) =>
  listProducts({ ...DEFAULT_LIST_QUERY, sort }, NO_BUGS)
    .map((p) => `${p.name} ${money(p.price)}`)
    .join(', ');

function totalsOf(
  lines: readonly (PricedLine & { name: string })[],
  code: DiscountCode | null,
  method: ShippingMethod,
) {
  const totals = orderTotals(lines, code, method, NO_BUGS);
  return {
    items: money(totals.items),
    discount: money(totals.discount),
    shipping: money(totals.shipping),
    tax: money(totals.tax),
    total: money(totals.total),
  };
}

const line = (p: Product, quantity: number) => ({ name: p.name, price: p.price, quantity });

/** The overview's five total lines, as shown. */
const totalLines = (t: ReturnType<typeof totalsOf>, code: DiscountCode | null) =>
  [
    `"Item total: ${t.items}"`,
    code === 'SAVE10' ? `"Discount (SAVE10): -${t.discount}"` : null,
    `"Shipping: ${t.shipping}"`,
    `"Tax (8%): ${t.tax}"`,
    `"Total: ${t.total}"`,
  ]
    .filter(Boolean)
    .join(', ');

// The worked examples.
const JACKET_ORDER = totalsOf([line(JACKET, 1)], null, 'standard');
const BACKPACK_STANDARD = totalsOf([line(BACKPACK, 1)], null, 'standard');
const BACKPACK_SAVE10 = totalsOf([line(BACKPACK, 1)], 'SAVE10', 'standard');
const BACKPACK_FREESHIP = totalsOf([line(BACKPACK, 1)], 'FREESHIP', 'standard');
const OVER_100 = [line(JACKET, 1), line(BOTTLE, 1)];
const OVER_100_STANDARD = totalsOf(OVER_100, null, 'standard');
const OVER_100_EXPRESS = totalsOf(OVER_100, null, 'express');
export const TC14_LINES = [line(JACKET, 1), line(SUN_HAT, 2)];
export const TC14_TOTALS = totalsOf(TC14_LINES, 'SAVE10', 'express');

const LOG_IN = `Open \`/shop\`, type \`${USER}\` in "Username" and \`${SHOP_PASSWORD}\` in "Password", and click "Log in".`;
const FRESH_BROWSER = 'In a fresh browser context (no cookies),';
const DETAILS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  postalCode: 'SW1A 1AA',
};
const FILL_DETAILS = `Type \`${DETAILS.firstName}\` in "${FIELD_LABELS.firstName}", \`${DETAILS.lastName}\` in "${FIELD_LABELS.lastName}", \`${DETAILS.email}\` in "${FIELD_LABELS.email}" and \`${DETAILS.postalCode}\` in "${FIELD_LABELS.postalCode}".`;
const SHIP_TO = `"Ship to: ${DETAILS.firstName} ${DETAILS.lastName}, ${DETAILS.postalCode}"`;
const CART_COUNT = (n: number) => `"Cart, ${n} ${n === 1 ? 'item' : 'items'}"`;
const ADD_ON_LIST = (p: Product) => `click "Add to cart" in the ${p.name} item`;
const ADD_ON_PAGE = (p: Product, quantity: number) =>
  `Open \`/shop/product/${p.id}\` (${p.name}), type \`${quantity}\` in "Quantity" and click "Add to cart".`;
const PLACE_JACKET_ORDER = `${LOG_IN} Open \`/shop/product/${JACKET.id}\` and click "Add to cart"; click the cart link, then "Checkout". ${FILL_DETAILS} Click "Continue", then "Place order".`;
const ORDER_VIEWS = ['"Thank you for your order!"', `"Your order number is ${FIRST_ORDER}."`];

export const TEST_CASES: readonly TestCase[] = [
  {
    id: 'TC01',
    title: 'Log in and see the products',
    steps: [
      `${FRESH_BROWSER} open \`/shop\`.`,
      `Type \`${USER}\` in "Username" and \`${SHOP_PASSWORD}\` in "Password", and click "Log in".`,
    ],
    expected: [
      `Before logging in, the box "Accepted usernames" lists ${SHOP_USERS.map((u) => `\`${u}\``).join(', ')}, one a line, and reads "Password for every user: ${SHOP_PASSWORD}".`,
      'After "Log in", the address is `/shop/inventory` and the view\'s heading (h2) reads "Products".',
      `The status reads "Showing ${PRODUCT_COUNT} of ${PRODUCT_COUNT} products" and the list holds ${PRODUCT_COUNT} products in name order, "${namesSortedBy('name-asc')[0]}" first and "${namesSortedBy('name-asc').at(-1)}" last.`,
      `Each product shows its picture, its name as a link, its description, its price (${BACKPACK.name}: "${money(BACKPACK.price)}") and an "Add to cart" button; ${BOOTS.name}, out of stock, shows a disabled "Out of stock" button instead.`,
      `The shop bar reads "Signed in as ${USER}", its cart link is named ${CART_COUNT(0)} and shows no badge.`,
    ],
  },
  {
    id: 'TC02',
    title: 'Locked user cannot log in',
    steps: [
      'Open `/shop`.',
      `Type \`${LOCKED_USER}\` in "Username" and \`${SHOP_PASSWORD}\` in "Password", and click "Log in".`,
      'Click "Dismiss error".',
    ],
    expected: [
      `After "Log in", one alert reads "${LOGIN_MESSAGES.locked}" and the address stays \`/shop\` (no shop bar, no products).`,
      'After "Dismiss error", the alert is gone.',
    ],
  },
  {
    id: 'TC03',
    title: 'Login form errors',
    steps: [
      'Open `/shop` and click "Log in" with both fields empty.',
      `Type \`${USER}\` in "Username", leave "Password" empty and click "Log in".`,
      'Type `wrong` in "Password" and click "Log in".',
      `Replace the username with \`Standard_User\`, type \`${SHOP_PASSWORD}\` in "Password" and click "Log in".`,
    ],
    expected: [
      `Step 1 shows one alert: "${LOGIN_MESSAGES.usernameRequired}" (the username is checked first).`,
      `Step 2: "${LOGIN_MESSAGES.passwordRequired}".`,
      `Step 3: "${LOGIN_MESSAGES.noMatch}".`,
      `Step 4: "${LOGIN_MESSAGES.noMatch}" too: names and password compare exactly, case included.`,
      'After every step the address is still `/shop` and there is only one alert.',
    ],
  },
  {
    id: 'TC04',
    title: 'Pages need a login',
    steps: [
      `${FRESH_BROWSER} open \`/shop/cart\`.`,
      `Type \`${USER}\` in "Username" and \`${SHOP_PASSWORD}\` in "Password", and click "Log in".`,
      'Open `/shop` again.',
    ],
    expected: [
      `Step 1 opens \`/shop\` with the alert "${LOGIN_MESSAGES.guard('/shop/cart')}".`,
      'Logging in then opens `/shop/cart`, whose heading reads "Your cart".',
      'Opening `/shop` while logged in opens `/shop/inventory` ("Products").',
    ],
  },
  {
    id: 'TC05',
    title: 'Sort the products',
    steps: [
      LOG_IN,
      `In "Sort by", choose "${SORT_LABELS['name-desc']}", then "${SORT_LABELS['price-asc']}", then "${SORT_LABELS['price-desc']}".`,
      'Reload the page.',
    ],
    expected: [
      `"${SORT_LABELS['name-asc']}" is chosen at first and lists the names in alphabetical order.`,
      `"${SORT_LABELS['name-desc']}": the reverse, "${namesSortedBy('name-desc')[0]}" first and "${namesSortedBy('name-desc').at(-1)}" last.`,
      `"${SORT_LABELS['price-asc']}": every price is at least the one before it: ${pricedNamesSortedBy('price-asc')}.`,
      `"${SORT_LABELS['price-desc']}": every price is at most the one before it, "${namesSortedBy('price-desc')[0]}" first and "${namesSortedBy('price-desc').at(-1)}" last; equal prices go by name.`,
      'The address holds the choice (`?sort=price-desc`) and the reload shows the same order.',
    ],
  },
  {
    id: 'TC06',
    title: 'Search and filter the products',
    steps: [
      LOG_IN,
      'Type `backpack` (lower case) in "Search products".',
      'Clear the search and choose "Bags" in "Category".',
      'Type `bag` in "Search products", keeping "Bags".',
      'Replace the search with `zzz`.',
    ],
    expected: [
      `\`backpack\` shows ${BACKPACK.name} alone and "Showing 1 of ${PRODUCT_COUNT} products": search ignores case.`,
      `"Bags" alone shows ${listProducts({ ...DEFAULT_LIST_QUERY, category: 'Bags' }, NO_BUGS)
        .map((p) => p.name)
        .join(', ')} ("Showing 3 of ${PRODUCT_COUNT} products").`,
      `\`bag\` with "Bags" shows Dry Bag alone: search and category combine.`,
      '`zzz` shows "No products match your search." instead of the list.',
      'The address holds the search and the category (`?q=bag&category=Bags`); a reload shows the same list.',
    ],
  },
  {
    id: 'TC07',
    title: 'Product page',
    steps: [
      LOG_IN,
      `Click the name "${JACKET.name}" on the list.`,
      'Click "Back to products"; do the same for every other name on the list.',
      'Open `/shop/product/99`.',
    ],
    expected: [
      `The name opens \`/shop/product/${JACKET.id}\`, whose heading reads "${JACKET.name}": every name on the list opens the page of that same product.`,
      `The page shows the picture (alt text "${JACKET.name}"), "${JACKET.description}", "${money(JACKET.price)}", "Category: ${JACKET.category}", "In stock", "Quantity" 1 and "Add to cart".`,
      `Each product's picture is its own, on the list and on its page: its address ends in the product's slug and an extension (\`${JACKET.slug}.svg\`), never the "image not found" drawing.`,
      `${SUN_HAT.name} reads "Only ${SUN_HAT.stock} left"; ${BOOTS.name} reads "Out of stock" with "Add to cart" disabled.`,
      '`/shop/product/99` shows the heading "Product not found" and "No product has the id 99.".',
    ],
  },
  {
    id: 'TC08',
    title: 'Add and remove from the list',
    steps: [
      LOG_IN,
      `On the list, ${ADD_ON_LIST(BACKPACK)}, then in the ${BOTTLE.name} item (id ${BOTTLE.id}, an even id).`,
      `Click "Remove" in the ${BOTTLE.name} item.`,
    ],
    expected: [
      `After each "Add to cart" that item's button reads "Remove"; the badge counts 1, then 2, and the cart link is named ${CART_COUNT(2)}.`,
      `"Remove" takes the ${BOTTLE.name} line out at once: its button reads "Add to cart" again, the badge shows 1 (${CART_COUNT(1)}) and the cart holds ${BACKPACK.name} alone.`,
    ],
  },
  {
    id: 'TC09',
    title: 'Quantity limits',
    steps: [
      LOG_IN,
      `Open \`/shop/product/${BACKPACK.id}\` (${BACKPACK.name}, ${BACKPACK.stock} in stock). Type \`6\` in "Quantity" and click "Add to cart".`,
      'Type `0`, click "Add to cart"; type `2.5`, click "Add to cart".',
      'Type `5`, click "Add to cart"; then type `1` and click "Add to cart" again.',
      `Open \`/shop/product/${SUN_HAT.id}\` (${SUN_HAT.name}, ${SUN_HAT.stock} left), type \`3\` and click "Add to cart".`,
    ],
    expected: [
      `\`6\`, \`0\` and \`2.5\` each show the alert "${SHOP_MESSAGES.wholeNumber(5)}" and the cart stays empty (no badge): a cart line holds at most 5.`,
      `\`5\` shows the status "${SHOP_MESSAGES.added(5)}" and the badge 5; the next \`1\` shows the alert "${SHOP_MESSAGES.atMost(5)}" and the badge stays 5.`,
      `On ${SUN_HAT.name} the most is its stock: \`3\` shows "${SHOP_MESSAGES.wholeNumber(SUN_HAT.stock)}".`,
      `The cart (\`/shop/cart\`) holds one line: ${BACKPACK.name} × 5.`,
    ],
  },
  {
    id: 'TC10',
    title: 'Cart lines and subtotal',
    steps: [
      LOG_IN,
      ADD_ON_PAGE(BACKPACK, 2),
      ADD_ON_PAGE(BOTTLE, 1),
      'Click the cart link.',
      `Set "Quantity of ${BOTTLE.name}" to \`3\` (type it and leave the field).`,
      `Set "Quantity of ${BOTTLE.name}" to \`0\`, then to \`9\`.`,
      `Click "Remove" in the ${BACKPACK.name} row, then in the ${BOTTLE.name} row.`,
    ],
    expected: [
      `\`/shop/cart\` reads "Your cart" and has a row per line in the order added: ${BACKPACK.name}, ${money(BACKPACK.price)}, 2, ${money(BACKPACK.price * 2)}; ${BOTTLE.name}, ${money(BOTTLE.price)}, 1, ${money(BOTTLE.price)}; then "Subtotal: ${money(BACKPACK.price * 2 + BOTTLE.price)}".`,
      `Quantity 3 is saved at once: the ${BOTTLE.name} total reads ${money(BOTTLE.price * 3)}, "Subtotal: ${money(BACKPACK.price * 2 + BOTTLE.price * 3)}", badge 5.`,
      `\`0\` is refused with the alert "${SHOP_MESSAGES.wholeNumber(5)}" and \`9\` with "${SHOP_MESSAGES.atMost(5)}"; each time the field shows 3 again and the subtotal stays ${money(BACKPACK.price * 2 + BOTTLE.price * 3)}: a quantity is never below 1.`,
      `Removing ${BACKPACK.name} takes its row out: "Subtotal: ${money(BOTTLE.price * 3)}".`,
      `Removing the last line shows "${SHOP_MESSAGES.cartEmpty}", no table and no "Checkout" button.`,
    ],
  },
  {
    id: 'TC11',
    title: 'Checkout form errors',
    steps: [
      LOG_IN,
      ADD_ON_PAGE(BACKPACK, 1),
      'Open the cart and click "Checkout".',
      'Click "Continue" with every field empty.',
      `Type \`${DETAILS.firstName}\` in "${FIELD_LABELS.firstName}", \`${DETAILS.lastName}\` in "${FIELD_LABELS.lastName}", \`ada@example\` in "${FIELD_LABELS.email}" and \`1\` in "${FIELD_LABELS.postalCode}"; click "Continue".`,
      `Type ${NAME_MAX_LENGTH + 1} letters in "${FIELD_LABELS.firstName}", \`${DETAILS.email}\` in "${FIELD_LABELS.email}" and \`${DETAILS.postalCode}\` in "${FIELD_LABELS.postalCode}"; click "Continue".`,
      `Type \`${DETAILS.firstName}\` in "${FIELD_LABELS.firstName}" again and click "Continue".`,
    ],
    expected: [
      `With every field empty: "${CHECKOUT_MESSAGES.firstNameRequired}", "${CHECKOUT_MESSAGES.lastNameRequired}", "${CHECKOUT_MESSAGES.emailRequired}" and "${CHECKOUT_MESSAGES.postalCodeRequired}", each under its field, each field marked invalid (\`aria-invalid="true"\`, described by its message), and the focus in "${FIELD_LABELS.firstName}".`,
      `Each field holds exactly what was typed into it: "${FIELD_LABELS.firstName}" \`${DETAILS.firstName}\`, "${FIELD_LABELS.lastName}" \`${DETAILS.lastName}\`.`,
      `\`ada@example\`: "${CHECKOUT_MESSAGES.emailInvalid}"; \`1\`: "${CHECKOUT_MESSAGES.postalCodeInvalid}"; the focus goes to "${FIELD_LABELS.email}", the first invalid field; the names have no message.`,
      `${NAME_MAX_LENGTH + 1} letters: "${CHECKOUT_MESSAGES.nameTooLong(FIELD_LABELS.firstName)}".`,
      `The valid details open \`/shop/checkout/overview\`, which reads ${SHIP_TO} and "Email: ${DETAILS.email}".`,
    ],
  },
  {
    id: 'TC12',
    title: 'Shipping choices and free shipping',
    steps: [
      LOG_IN,
      `${ADD_ON_PAGE(BACKPACK, 1)} Open the cart, click "Checkout", and read the "Shipping" choices. ${FILL_DETAILS} Click "Continue".`,
      `Click "Reset shop". Add ${JACKET.name} and ${BOTTLE.name} (net ${money(JACKET.price + BOTTLE.price)}, at least ${money(FREE_STANDARD_FROM)}), open \`/shop/checkout\` and read the choices. ${FILL_DETAILS} Click "Continue".`,
      `Open \`/shop/checkout\` again, choose "${SHIPPING_LABELS.express}: ${money(EXPRESS_SHIPPING)}" and click "Continue".`,
    ],
    expected: [
      `Below ${money(FREE_STANDARD_FROM)}: "${SHIPPING_LABELS.standard}: ${money(STANDARD_SHIPPING)}" (chosen) and "${SHIPPING_LABELS.express}: ${money(EXPRESS_SHIPPING)}"; the overview reads "Shipping: ${SHIPPING_LABELS.standard}" and ${totalLines(BACKPACK_STANDARD, null)}.`,
      `From ${money(FREE_STANDARD_FROM)} of net (items less discount) standard shipping is free: its label reads "${SHIPPING_LABELS.standard}: free" and the overview ${totalLines(OVER_100_STANDARD, null)}.`,
      `Express always costs ${money(EXPRESS_SHIPPING)}: the overview reads "Shipping: ${SHIPPING_LABELS.express}" and ${totalLines(OVER_100_EXPRESS, null)}.`,
      'The shipping chosen is kept with the details: back on `/shop/checkout`, Express is still chosen.',
    ],
  },
  {
    id: 'TC13',
    title: 'Discount codes',
    steps: [
      LOG_IN,
      `${ADD_ON_PAGE(BACKPACK, 1)} Open the cart and click "Checkout". ${FILL_DETAILS}`,
      'Type `SAVE20` in "Discount code" and click "Apply"; then clear the field and click "Apply".',
      'Type ` save10 ` (lower case, with spaces) and click "Apply"; click "Continue".',
      'Open `/shop/checkout` again, type `FREESHIP`, click "Apply" and click "Continue".',
      'Open `/shop/checkout` again and click "Remove code".',
    ],
    expected: [
      `\`SAVE20\` and the blank field each show the alert "${SHOP_MESSAGES.codeNotValid}".`,
      `\` save10 \` is accepted (codes are trimmed and ignore case): the status "${SHOP_MESSAGES.codeApplied.SAVE10}" and a "Remove code" button; the overview reads ${totalLines(BACKPACK_SAVE10, 'SAVE10')}.`,
      `\`FREESHIP\` replaces SAVE10 (one code at a time): "${SHOP_MESSAGES.codeApplied.FREESHIP}", the standard label reads "${SHIPPING_LABELS.standard}: free", and the overview has no discount line and reads ${totalLines(BACKPACK_FREESHIP, 'FREESHIP')}.`,
      `"Remove code" takes the status and the button away, and the standard label reads "${SHIPPING_LABELS.standard}: ${money(STANDARD_SHIPPING)}" again.`,
    ],
  },
  {
    id: 'TC14',
    title: 'Order totals',
    steps: [
      LOG_IN,
      ADD_ON_PAGE(JACKET, 1),
      ADD_ON_PAGE(SUN_HAT, 2),
      `Open the cart and click "Checkout". ${FILL_DETAILS}`,
      `Choose "${SHIPPING_LABELS.express}: ${money(EXPRESS_SHIPPING)}", type \`SAVE10\` in "Discount code", click "Apply", then "Continue".`,
    ],
    expected: [
      `The overview lists "${JACKET.name} × 1" ${money(JACKET.price)} and "${SUN_HAT.name} × 2" ${money(SUN_HAT.price * 2)}.`,
      `Its totals read ${totalLines(TC14_TOTALS, 'SAVE10')}.`,
      'The rules behind them, in cents, rounded half up to the cent: item total = each price × quantity, added up; discount = 10% of the item total with SAVE10; net = item total − discount; tax = 8% of net, never of shipping; total = net + shipping + tax.',
    ],
  },
  {
    id: 'TC15',
    title: 'Place an order',
    steps: [
      `${FRESH_BROWSER} log in as \`${USER}\` (password \`${SHOP_PASSWORD}\`).`,
      `${ADD_ON_PAGE(JACKET, 1)} Open the cart and click "Checkout".`,
      `${FILL_DETAILS} Keep "${SHIPPING_LABELS.standard}" and click "Continue".`,
      'Click "Place order".',
      'Click the cart link.',
    ],
    expected: [
      `The overview reads "${JACKET.name} × 1", ${SHIP_TO}, "Email: ${DETAILS.email}", "Shipping: ${SHIPPING_LABELS.standard}", "${PAYMENT_TEXT}" and ${totalLines(JACKET_ORDER, null)}.`,
      `"Place order" opens \`/shop/checkout/complete/${FIRST_ORDER}\`: the heading ${ORDER_VIEWS.join(', ')} (a fresh browser's first order is always ${FIRST_ORDER}) and "A confirmation was sent to ${DETAILS.email}.".`,
      `No alert shows, the badge is gone (${CART_COUNT(0)}) and the cart reads "${SHOP_MESSAGES.cartEmpty}".`,
    ],
  },
  {
    id: 'TC16',
    title: 'Order confirmation e-mail',
    steps: [
      `Place an order as in TC15, but with an e-mail address of your own that no other test uses (e.g. \`shop-{random}@example.com\`).`,
      'Ask the practice inbox for it: `GET /api/inbox/{address}` (the address URL-encoded).',
    ],
    expected: [
      `The newest message's subject is "${orderEmailSubject(FIRST_ORDER)}".`,
      `Its text holds "${JACKET.name} × 1: ${money(JACKET.price)}" and "Total: ${JACKET_ORDER.total}".`,
    ],
  },
  {
    id: 'TC17',
    title: 'Order history',
    steps: [
      `${FRESH_BROWSER} place an order as \`${USER}\` as in TC15, then a second one of 2 × ${MUG.name}.`,
      'Click "Orders" in the shop bar, then the first row\'s order link.',
      `Click "Log out"; in the same browser log in as \`${SECOND_USER}\` (password \`${SHOP_PASSWORD}\`) and click "Orders".`,
      `Open \`/shop/orders/${FIRST_ORDER}\`.`,
    ],
    expected: [
      `"Your orders" shows a table with the columns "Order", "Placed", "Items" and "Total", newest first: ${SECOND_ORDER} (Items 2) above ${FIRST_ORDER} (Items 1, Total ${JACKET_ORDER.total}); "Placed" is the local date and time of the order as \`YYYY-MM-DD HH:MM\`.`,
      `The order link opens \`/shop/orders/${SECOND_ORDER}\` with the heading "Order ${SECOND_ORDER}", its line, ship-to, e-mail, shipping method and the five totals as on its overview.`,
      `Orders belong to one user: as \`${SECOND_USER}\` the list reads "You have no orders yet." and \`/shop/orders/${FIRST_ORDER}\` shows "Order not found" and "${SHOP_MESSAGES.noOrder(FIRST_ORDER)}".`,
    ],
  },
  {
    id: 'TC18',
    title: 'Invoice',
    steps: [
      `Place an order as in TC15 (${FIRST_ORDER}).`,
      `Click "View order", then "Download invoice".`,
      'Open `/shop/orders/PS-9999`.',
    ],
    expected: [
      `A file \`invoice-${FIRST_ORDER}.pdf\` downloads; it is a PDF whose text holds "Invoice ${FIRST_ORDER}", "${JACKET.name} × 1" with ${money(JACKET.price)}, and "Total: ${JACKET_ORDER.total}".`,
      `\`/shop/orders/PS-9999\` shows "Order not found" and "${SHOP_MESSAGES.noOrder('PS-9999')}".`,
    ],
  },
  {
    id: 'TC19',
    title: 'Reset the shop',
    steps: [
      PLACE_JACKET_ORDER,
      `Add ${BOTTLE.name} from the list, then click "Reset shop".`,
      'Open "Orders", then place a new order as in TC15.',
    ],
    expected: [
      `"Reset shop" opens \`/shop/inventory\` with the status "${SHOP_MESSAGES.reset}", and the cart is empty (${CART_COUNT(0)}, no badge).`,
      '"Your orders" reads "You have no orders yet."; the checkout form is empty again.',
      `Order numbers restart: the new order is ${FIRST_ORDER}.`,
    ],
  },
  {
    id: 'TC20',
    title: 'Log out',
    steps: [
      LOG_IN,
      "Keep the value of the `shop_session` cookie (the login's token).",
      'Click "Log out".',
      'Open `/shop/inventory`.',
      'Call `GET /api/shop/cart` with the kept token (`Authorization: Bearer {token}`, or the cookie).',
    ],
    expected: [
      `"Log out" opens \`/shop\` with the status "${LOGIN_MESSAGES.loggedOut}".`,
      `\`/shop/inventory\` opens \`/shop\` with the alert "${LOGIN_MESSAGES.guard('/shop/inventory')}".`,
      `The old token stops working at once: the API answers 401 \`{ "message": "${SHOP_MESSAGES.logInFirst}" }\`.`,
    ],
  },
  {
    id: 'TC21',
    title: 'Accessibility of every view',
    steps: [
      `${LOG_IN} Open every view in turn with something to show: Products, a product page, the cart with one line, Checkout, the overview, the complete view, Orders and an order; and the Log in view before logging in.`,
      'On each, run axe (e.g. @axe-core/playwright, or axe.min.js injected by script).',
      `On the checkout view, find the four text fields by their labels; on the list, find each picture by its alt text.`,
      'On Products, press Tab from the top of the page until the cart link has the focus, then press Enter.',
    ],
    expected: [
      'axe reports no serious or critical violation on any view, colour contrast included (prices are readable: at least 4.5:1 against their background).',
      `Every field has a label: "${FIELD_LABELS.firstName}", "${FIELD_LABELS.lastName}", "${FIELD_LABELS.email}" and "${FIELD_LABELS.postalCode}" each name their text field (a placeholder is no label).`,
      'Every product picture has alt text, its product\'s name (role img, e.g. "Rain Jacket").',
      `The cart link is a link named ${CART_COUNT(0)} that Tab reaches and Enter follows to \`/shop/cart\`.`,
    ],
  },
  {
    id: 'TC22',
    title: 'The shop looks right',
    steps: [
      `${LOG_IN} Use a window 1280 px wide.`,
      `On the list, read every product picture's address; compare the top edges of the buttons of each row.`,
      `On the list, ${ADD_ON_LIST(BACKPACK)}; compare the badge's box with the cart link's box.`,
      `Read the font size of ${BACKPACK.name}'s price on the list and on its product page.`,
      "Optionally compare screenshots of the list and the shop bar with a baseline taken as standard_user (Playwright's toHaveScreenshot).",
    ],
    expected: [
      `Every product has its own picture: ${PRODUCT_COUNT} different addresses, each ending in its product's slug and an extension (e.g. \`${BACKPACK.slug}.svg\`), none of them the "image not found" drawing.`,
      'The buttons of one row are aligned: their top edges are within 1 px of each other.',
      "The badge sits at the right of the cart link: its centre is right of the link's centre.",
      'Prices on the list are the same size as on the product page (equal computed font size).',
    ],
  },
  {
    id: 'TC23',
    title: 'The shop answers fast',
    steps: [
      `${FRESH_BROWSER} open \`/shop\`, fill in \`${USER}\` and \`${SHOP_PASSWORD}\`, and time from the click on "Log in" to the answer of \`POST /api/shop/login\`.`,
      'Open `/shop/inventory` again and time from the start of the navigation until the list is shown.',
    ],
    expected: [
      'The login is answered within 2 seconds, and the Products view follows.',
      `The product list ("Showing ${PRODUCT_COUNT} of ${PRODUCT_COUNT} products", the "Loading products…" status gone) is shown within 2 seconds of opening the view.`,
    ],
  },
  {
    id: 'TC24',
    title: 'The API agrees with the pages',
    steps: [
      '`GET /api/session` to get the `XSRF-TOKEN` cookie; then `POST /api/shop/login` with `{ "username": "standard_user", "password": "practice" }` and the header `X-XSRF-TOKEN` set to that cookie; keep the answer\'s token and send it as `Authorization: Bearer {token}` from here on.',
      '`GET /api/shop/products`, then `GET /api/shop/products?sort=price-asc`.',
      `\`POST /api/shop/cart/items\` with \`{ "productId": ${BACKPACK.id}, "quantity": 2 }\`.`,
      `\`PUT /api/shop/cart/items/${BACKPACK.id}\` with \`{ "quantity": 0 }\`, then \`{ "quantity": -1 }\`; then \`GET /api/shop/cart\`.`,
      '`POST /api/shop/logout`, then `GET /api/shop/cart` with the same token.',
    ],
    expected: [
      `\`/products\` answers 200 with \`total\` ${PRODUCT_COUNT} and the products the list shows, in the same order, prices in cents (${BACKPACK.name}: ${BACKPACK.price}).`,
      `\`sort=price-asc\` answers every price at least the one before it: ${MUG.name} (${MUG.price}) first, ${BOOTS.name} (${BOOTS.price}) last.`,
      `Adding answers 200 with \`count\` 2 and \`subtotal\` ${BACKPACK.price * 2}.`,
      `A quantity below 1 is refused with 400 (a JSON \`message\`), and the cart keeps \`count\` 2 and \`subtotal\` ${BACKPACK.price * 2}.`,
      `Log out answers 204, and the old token is refused at once: 401 \`{ "message": "${SHOP_MESSAGES.logInFirst}" }\`.`,
    ],
  },
];
