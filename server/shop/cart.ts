// The cart's rules (SPEC-4 page 72 and Part D), pure: each returns the new lines or throws the
// answer the API gives.
import type { Cart, CartLine } from '../../src/shared/shop/api.js';
import type { ActiveBugs } from '../../src/shared/shop/bugs.js';
import { itemsTotal, lineTotal } from '../../src/shared/shop/money.js';
import { maxPerLine, productById, type Product } from '../../src/shared/shop/products.js';
import { SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { HttpError } from '../errors.js';

/** A cart line as stored: the product's facts are read from PRODUCTS when answering. */
export interface StoredLine {
  productId: number;
  quantity: number;
}

/** The product an id names (a number, or a path's text); 404 "No product has the id {id}." */
export function productOf(id: number | string): Product {
  const number = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const product = Number.isInteger(number) ? productById(number) : undefined;
  if (!product) throw new HttpError(404, SHOP_MESSAGES.noProduct(id));
  return product;
}

/** The lines with their products' names and prices, in the order they were first added. */
export function cartLines(lines: readonly StoredLine[]): CartLine[] {
  return lines.flatMap(({ productId, quantity }) => {
    const product = productById(productId);
    if (!product) return [];
    const { name, price } = product;
    return [{ productId, name, price, quantity, total: lineTotal({ price, quantity }) }];
  });
}

export function cartAnswer(lines: readonly StoredLine[]): Cart {
  const full = cartLines(lines);
  return {
    lines: full,
    count: full.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: itemsTotal(full),
  };
}

/** 400 unless a whole number from 1 (below 1 too while B14 is active). */
function checkWholeNumber(quantity: number, max: number, bugs: ActiveBugs) {
  const lowest = bugs.has('B14') ? Number.MIN_SAFE_INTEGER : 1;
  if (!Number.isSafeInteger(quantity) || quantity < lowest) {
    throw new HttpError(400, SHOP_MESSAGES.wholeNumber(max));
  }
}

/** POST /cart/items: adds `quantity` to the product's line (a new line goes last). */
export function addToCart(
  lines: readonly StoredLine[],
  product: Product,
  quantity: number,
  bugs: ActiveBugs,
): StoredLine[] {
  if (product.stock === 0) throw new HttpError(409, SHOP_MESSAGES.outOfStock(product.name));
  const max = maxPerLine(product.stock, bugs);
  checkWholeNumber(quantity, max, bugs);
  const line = lines.find((l) => l.productId === product.id);
  const next = (line?.quantity ?? 0) + quantity;
  if (next > max) throw new HttpError(409, SHOP_MESSAGES.atMost(max));
  return line
    ? lines.map((l) => (l === line ? { ...l, quantity: next } : l))
    : [...lines, { productId: product.id, quantity: next }];
}

/** The product's line; 404 "{name} is not in your cart." */
function lineOf(lines: readonly StoredLine[], product: Product): StoredLine {
  const line = lines.find((l) => l.productId === product.id);
  if (!line) throw new HttpError(404, SHOP_MESSAGES.notInCart(product.name));
  return line;
}

/** PUT /cart/items/{id}: sets the line's quantity. */
export function setQuantity(
  lines: readonly StoredLine[],
  product: Product,
  quantity: number,
  bugs: ActiveBugs,
): StoredLine[] {
  const line = lineOf(lines, product);
  const max = maxPerLine(product.stock, bugs);
  checkWholeNumber(quantity, max, bugs);
  if (quantity > max) throw new HttpError(409, SHOP_MESSAGES.atMost(max));
  return lines.map((l) => (l === line ? { ...l, quantity } : l));
}

/** DELETE /cart/items/{id}: the lines without the product's. */
export function removeLine(lines: readonly StoredLine[], product: Product): StoredLine[] {
  const line = lineOf(lines, product);
  return lines.filter((l) => l !== line);
}
