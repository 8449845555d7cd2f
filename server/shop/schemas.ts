import { Type, type TSchema } from 'typebox';
import { CHECKOUT_MESSAGES, FIELD_MAX_LENGTH } from '../../src/shared/shop/checkout.js';
import { LOGIN_MESSAGES, SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { ERROR_MESSAGES } from '../errors.js';
import { messageReplies } from '../schemas.js';
import { XSRF_MESSAGE } from '../xsrf.js';
import { SHOP_API_MESSAGES } from './messages.js';

// Unknown body fields are dropped (Ajv's removeAdditional) and so ignored. Numbers are JSON
// numbers (no coercion); whether one is a whole number in range is the route's rule and message.

const TAGS = ['Practice Shop'];
const CREDENTIAL_MAX_LENGTH = 100;
const CODE_MAX_LENGTH = 40;
const QUERY_MAX_LENGTH = 100;
const LOGIN_EXAMPLE = { username: 'standard_user', password: 'practice' };
const TOKEN_EXAMPLE = 'mVh2x0bq3yYyq0vH3m3p4lQ1y7m0sV6bW2o8pZb5c9E';

const logInFirst = { 401: SHOP_MESSAGES.logInFirst };
const unavailable = { 503: ERROR_MESSAGES.unavailable };
const bodyErrors = { 413: ERROR_MESSAGES.tooLarge, 415: ERROR_MESSAGES.notJson };

// ---- Shapes -------------------------------------------------------------------------------

const Money = Type.Integer({ description: 'US cents' });

const PRODUCT_EXAMPLE = {
  id: 3,
  slug: 'rain-jacket',
  name: 'Rain Jacket',
  category: 'Clothing',
  price: 8900,
  stock: 10,
  description: 'Waterproof, breathable and packs into its own pocket.',
  image: '/media/shop/rain-jacket.svg',
};

const Product = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    category: Type.String(),
    price: Money,
    stock: Type.Integer(),
    description: Type.String(),
    image: Type.String({ description: "The picture's address" }),
  },
  { additionalProperties: false, examples: [PRODUCT_EXAMPLE] },
);

const CartLine = Type.Object(
  {
    productId: Type.Integer(),
    name: Type.String(),
    price: Money,
    quantity: Type.Integer(),
    total: Money,
  },
  { additionalProperties: false },
);

const JACKET_LINE = { productId: 3, name: 'Rain Jacket', price: 8900, quantity: 1, total: 8900 };
const HATS_LINE = { productId: 8, name: 'Sun Hat', price: 1999, quantity: 2, total: 3998 };

const Cart = Type.Object(
  {
    lines: Type.Array(CartLine, { description: 'In the order lines were first added' }),
    count: Type.Integer({ description: 'The total quantity' }),
    subtotal: Money,
  },
  {
    additionalProperties: false,
    examples: [{ lines: [JACKET_LINE, HATS_LINE], count: 3, subtotal: 12898 }],
  },
);

const Shipping = Type.Union([Type.Literal('standard'), Type.Literal('express')]);
const Code = Type.Union([Type.Literal('SAVE10'), Type.Literal('FREESHIP'), Type.Null()]);

const DETAILS_EXAMPLE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  postalCode: 'SW1A 1AA',
  shipping: 'express',
};

const Text = Type.String({ maxLength: FIELD_MAX_LENGTH });
const Details = Type.Object(
  { firstName: Text, lastName: Text, email: Text, postalCode: Text, shipping: Shipping },
  { additionalProperties: false },
);

const TOTALS_EXAMPLE = {
  items: 12898,
  discount: 1290,
  shipping: 1499,
  tax: 929,
  total: 14036,
  discountCode: 'SAVE10',
};

const Totals = Type.Object(
  {
    items: Money,
    discount: Money,
    shipping: Money,
    tax: Money,
    total: Money,
    discountCode: Code,
  },
  { additionalProperties: false, examples: [TOTALS_EXAMPLE] },
);

const CheckoutState = Type.Object(
  {
    details: Type.Union([Details, Type.Null()], {
      description: 'The saved details, null before the first PUT /checkout',
    }),
    discountCode: Code,
    standardIsFree: Type.Boolean(),
    totals: Totals,
  },
  {
    additionalProperties: false,
    examples: [
      {
        details: DETAILS_EXAMPLE,
        discountCode: 'SAVE10',
        standardIsFree: true,
        totals: TOTALS_EXAMPLE,
      },
    ],
  },
);

const ORDER_EXAMPLE = {
  number: 'PS-1001',
  placedAt: '2026-01-01T10:00:00.000Z',
  lines: [JACKET_LINE, HATS_LINE],
  shipTo: { firstName: 'Ada', lastName: 'Lovelace', postalCode: 'SW1A 1AA' },
  email: 'ada@example.com',
  shippingMethod: 'express',
  discountCode: 'SAVE10',
  items: 12898,
  discount: 1290,
  shipping: 1499,
  tax: 929,
  total: 14036,
};

const Order = Type.Object(
  {
    number: Type.String(),
    placedAt: Type.String({ format: 'date-time' }),
    lines: Type.Array(CartLine),
    shipTo: Type.Object(
      { firstName: Type.String(), lastName: Type.String(), postalCode: Type.String() },
      { additionalProperties: false },
    ),
    email: Type.String(),
    shippingMethod: Shipping,
    discountCode: Code,
    items: Money,
    discount: Money,
    shipping: Money,
    tax: Money,
    total: Money,
  },
  { additionalProperties: false, examples: [ORDER_EXAMPLE] },
);

const withExamples = <T extends TSchema>(schema: T, description: string) =>
  ({ ...schema, description }) as T;

// ---- Requests -----------------------------------------------------------------------------

export const LoginBody = Type.Object(
  {
    username: Type.String({ maxLength: CREDENTIAL_MAX_LENGTH }),
    password: Type.String({ maxLength: CREDENTIAL_MAX_LENGTH }),
  },
  { additionalProperties: false, examples: [LOGIN_EXAMPLE] },
);

export const ListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: QUERY_MAX_LENGTH, examples: ['bag'] })),
    category: Type.Optional(
      Type.String({ description: 'Bags, Clothing or Outdoor (else all)', examples: ['Bags'] }),
    ),
    sort: Type.Optional(
      Type.String({
        description: 'name-asc (default), name-desc, price-asc or price-desc',
        examples: ['price-asc'],
      }),
    ),
  },
  { additionalProperties: false },
);

export const ProductParams = Type.Object({
  id: Type.String({ description: '1 to 12', examples: ['3'] }),
});

export const AddBody = Type.Object(
  {
    productId: Type.Number({ description: '1 to 12' }),
    quantity: Type.Number({ description: 'A whole number from 1 to the line maximum' }),
  },
  { additionalProperties: false, examples: [{ productId: 8, quantity: 2 }] },
);

export const LineParams = Type.Object({
  productId: Type.String({ description: '1 to 12', examples: ['8'] }),
});

export const QuantityBody = Type.Object(
  { quantity: Type.Number({ description: 'A whole number from 1 to the line maximum' }) },
  { additionalProperties: false, examples: [{ quantity: 2 }] },
);

export const CheckoutBody = Type.Object(
  {
    firstName: Text,
    lastName: Text,
    email: Text,
    postalCode: Text,
    shipping: Shipping,
    discountCode: Type.Optional(
      Type.String({ maxLength: CODE_MAX_LENGTH, description: 'SAVE10 or FREESHIP, any case' }),
    ),
  },
  { additionalProperties: false, examples: [{ ...DETAILS_EXAMPLE, discountCode: 'save10' }] },
);

export const CodeBody = Type.Object(
  { code: Type.String({ maxLength: CODE_MAX_LENGTH }) },
  { additionalProperties: false, examples: [{ code: 'SAVE10' }] },
);

export const OrderParams = Type.Object({
  number: Type.String({ examples: ['PS-1001'] }),
});

// ---- Routes -------------------------------------------------------------------------------

const NoContent = Type.Null({ description: 'Done: no body' });

export const sessionSchema = {
  summary:
    'Who is logged in (null when nobody; never 401); sets the shopper and XSRF-TOKEN cookies when missing',
  tags: TAGS,
  response: {
    200: Type.Object(
      {
        username: Type.Union([Type.String(), Type.Null()]),
        sessionEnded: Type.Optional(Type.Literal(true)),
        variant: Type.Optional(Type.Integer({ description: "The views' switches (opaque)" })),
      },
      {
        additionalProperties: false,
        examples: [
          { username: 'standard_user', variant: 0 },
          { username: null },
          { username: null, sessionEnded: true },
        ],
      },
    ),
    ...messageReplies(unavailable),
  },
};

export const loginSchema = {
  summary:
    'Log in as one of the seven users (password "practice"): a token and the HttpOnly shop_session cookie',
  tags: TAGS,
  body: LoginBody,
  response: {
    200: Type.Object(
      { token: Type.String(), username: Type.String() },
      {
        additionalProperties: false,
        description: 'Logged in: send the token as `Authorization: Bearer {token}`, or the cookie',
        examples: [{ token: TOKEN_EXAMPLE, username: 'standard_user' }],
      },
    ),
    ...messageReplies({
      400: [
        LOGIN_MESSAGES.usernameRequired,
        LOGIN_MESSAGES.passwordRequired,
        SHOP_API_MESSAGES.loginBody,
      ],
      401: LOGIN_MESSAGES.noMatch,
      403: [LOGIN_MESSAGES.locked, XSRF_MESSAGE],
      ...bodyErrors,
      429: SHOP_API_MESSAGES.tooManyFailedLogins,
      ...unavailable,
    }),
  },
};

export const logoutSchema = {
  summary: 'Log out: the token and the cookie stop working at once',
  tags: TAGS,
  response: {
    204: NoContent,
    ...messageReplies({ ...logInFirst, 403: XSRF_MESSAGE, ...unavailable }),
  },
};

export const productsSchema = {
  summary: 'The products, searched, filtered and sorted as the list shows them',
  tags: TAGS,
  querystring: ListQuery,
  response: {
    200: Type.Object(
      { products: Type.Array(Product), total: Type.Integer({ description: 'Always 12' }) },
      { additionalProperties: false, examples: [{ products: [PRODUCT_EXAMPLE], total: 12 }] },
    ),
    ...messageReplies({ 400: SHOP_API_MESSAGES.listQuery, ...logInFirst, ...unavailable }),
  },
};

export const productSchema = {
  summary: 'One product',
  tags: TAGS,
  params: ProductParams,
  response: {
    200: Product,
    ...messageReplies({ ...logInFirst, 404: SHOP_MESSAGES.noProduct(13), ...unavailable }),
  },
};

const cartReply = (description: string) => withExamples(Cart, description);

export const cartSchema = {
  summary: 'The cart of this user in this browser',
  tags: TAGS,
  response: { 200: cartReply('The cart'), ...messageReplies({ ...logInFirst, ...unavailable }) },
};

const changeErrors = {
  401: SHOP_MESSAGES.logInFirst,
  403: XSRF_MESSAGE,
  ...bodyErrors,
  ...unavailable,
};

export const addSchema = {
  summary: 'Add a quantity of a product to its line',
  tags: TAGS,
  body: AddBody,
  response: {
    200: cartReply('The cart after adding'),
    ...messageReplies({
      400: [SHOP_MESSAGES.wholeNumber(5), SHOP_API_MESSAGES.addBody],
      404: SHOP_MESSAGES.noProduct(13),
      409: [SHOP_MESSAGES.outOfStock('Hiking Boots'), SHOP_MESSAGES.atMost(2)],
      ...changeErrors,
    }),
  },
};

export const setQuantitySchema = {
  summary: "Set a line's quantity",
  tags: TAGS,
  params: LineParams,
  body: QuantityBody,
  response: {
    200: cartReply('The cart after the change'),
    ...messageReplies({
      400: [SHOP_MESSAGES.wholeNumber(5), SHOP_API_MESSAGES.quantityBody],
      404: [SHOP_MESSAGES.noProduct(13), SHOP_MESSAGES.notInCart('Sun Hat')],
      409: SHOP_MESSAGES.atMost(2),
      ...changeErrors,
    }),
  },
};

export const removeSchema = {
  summary: "Remove a product's line",
  tags: TAGS,
  params: LineParams,
  response: {
    200: cartReply('The cart without the line'),
    ...messageReplies({
      404: [SHOP_MESSAGES.noProduct(13), SHOP_MESSAGES.notInCart('Sun Hat')],
      401: SHOP_MESSAGES.logInFirst,
      403: XSRF_MESSAGE,
      ...unavailable,
    }),
  },
};

export const checkoutSchema = {
  summary: 'What the checkout shows: the saved details, the code and the totals',
  tags: TAGS,
  response: { 200: CheckoutState, ...messageReplies({ ...logInFirst, ...unavailable }) },
};

export const saveCheckoutSchema = {
  summary: 'Save the details (and apply a code with them): the totals',
  tags: TAGS,
  body: CheckoutBody,
  response: {
    200: Totals,
    400: Type.Object(
      {
        message: Type.String(),
        errors: Type.Optional(
          Type.Record(Type.String(), Type.String(), {
            description: 'Each invalid field (firstName, lastName, email, postalCode): its message',
          }),
        ),
      },
      {
        description: "The details break the checkout form's rules (or the body is malformed)",
        examples: [
          {
            message: SHOP_API_MESSAGES.checkoutInvalid,
            errors: {
              firstName: CHECKOUT_MESSAGES.firstNameRequired,
              email: CHECKOUT_MESSAGES.emailInvalid,
            },
          },
          { message: SHOP_API_MESSAGES.checkoutBody },
        ],
      },
    ),
    ...messageReplies({ 422: SHOP_MESSAGES.codeNotValid, ...changeErrors }),
  },
};

export const applyCodeSchema = {
  summary: 'Apply a discount code (replacing any other)',
  tags: TAGS,
  body: CodeBody,
  response: {
    200: withExamples(CheckoutState, 'The checkout with the code'),
    ...messageReplies({
      400: SHOP_API_MESSAGES.codeBody,
      422: SHOP_MESSAGES.codeNotValid,
      ...changeErrors,
    }),
  },
};

export const removeCodeSchema = {
  summary: 'Remove the discount code',
  tags: TAGS,
  response: {
    200: withExamples(CheckoutState, 'The checkout without a code'),
    ...messageReplies({ 401: SHOP_MESSAGES.logInFirst, 403: XSRF_MESSAGE, ...unavailable }),
  },
};

export const placeOrderSchema = {
  summary: 'Place the order: empties the cart and sends the confirmation e-mail',
  tags: TAGS,
  response: {
    201: withExamples(Order, 'The order placed'),
    ...messageReplies({
      409: [SHOP_MESSAGES.cartEmpty, SHOP_MESSAGES.detailsFirst],
      401: SHOP_MESSAGES.logInFirst,
      403: XSRF_MESSAGE,
      ...unavailable,
    }),
  },
};

export const ordersSchema = {
  summary: 'The orders of this user in this browser, newest first',
  tags: TAGS,
  response: {
    200: Type.Object(
      { orders: Type.Array(Order) },
      { additionalProperties: false, examples: [{ orders: [ORDER_EXAMPLE] }] },
    ),
    ...messageReplies({ ...logInFirst, ...unavailable }),
  },
};

export const orderSchema = {
  summary: 'One order',
  tags: TAGS,
  params: OrderParams,
  response: {
    200: Order,
    ...messageReplies({ ...logInFirst, 404: SHOP_MESSAGES.noOrder('PS-1099'), ...unavailable }),
  },
};

export const invoiceSchema = {
  summary: "The order's invoice, a PDF file invoice-{number}.pdf",
  tags: TAGS,
  params: OrderParams,
  produces: ['application/pdf'],
  response: {
    200: {
      description: 'The PDF (Content-Disposition: attachment; filename="invoice-{number}.pdf")',
      content: {
        'application/pdf': {
          schema: { type: 'string', format: 'binary' },
          example: '%PDF-1.3 … (the file)',
        },
      },
    },
    ...messageReplies({ ...logInFirst, 404: SHOP_MESSAGES.noOrder('PS-1099'), ...unavailable }),
  },
};

export const resetSchema = {
  summary: "Reset the shop: this user's cart, details and orders go (numbers restart)",
  tags: TAGS,
  response: {
    204: NoContent,
    ...messageReplies({ 401: SHOP_MESSAGES.logInFirst, 403: XSRF_MESSAGE, ...unavailable }),
  },
};
