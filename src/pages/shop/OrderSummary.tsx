import type { CartLine, CheckoutDetails } from '../../shared/shop/api';
import { formatMoney, type DiscountCode, type Totals } from '../../shared/shop/money';
import { PAYMENT_TEXT, SHIPPING_LABELS } from '../../shared/shop/texts';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  shipTo: Pick<CheckoutDetails, 'firstName' | 'lastName' | 'postalCode'>;
  email: string;
  shippingMethod: CheckoutDetails['shipping'];
  discountCode: DiscountCode | null;
  /** As the server answered them: the views never compute totals. */
  totals: Totals;
}

/** The lines, where they go and the five totals: the overview's and an order's. */
export function OrderSummary({
  lines,
  shipTo,
  email,
  shippingMethod,
  discountCode,
  totals,
}: OrderSummaryProps) {
  return (
    <div className="row g-4">
      <div className="col-md-7">
        <ul className="list-group mb-3">
          {lines.map((line) => (
            <li
              key={line.productId}
              data-test="summary-item"
              className="list-group-item d-flex justify-content-between gap-3"
            >
              <span>
                {line.name} × {line.quantity}
              </span>
              <span>{formatMoney(line.total)}</span>
            </li>
          ))}
        </ul>
        <p data-test="summary-ship-to" className="mb-1">
          Ship to: {shipTo.firstName} {shipTo.lastName}, {shipTo.postalCode}
        </p>
        <p data-test="summary-email" className="mb-1 text-break">
          Email: {email}
        </p>
        <p data-test="summary-shipping-method" className="mb-1">
          Shipping: {SHIPPING_LABELS[shippingMethod]}
        </p>
        <p data-test="summary-payment">{PAYMENT_TEXT}</p>
      </div>
      <div className="col-md-5">
        <dl className="shop-totals border rounded p-3 mb-0">
          <div data-test="summary-subtotal">
            <dt>Item total:</dt> <dd>{formatMoney(totals.items)}</dd>
          </div>
          {discountCode && (
            <div data-test="summary-discount">
              <dt>Discount ({discountCode}):</dt> <dd>-{formatMoney(totals.discount)}</dd>
            </div>
          )}
          <div data-test="summary-shipping">
            <dt>Shipping:</dt> <dd>{formatMoney(totals.shipping)}</dd>
          </div>
          <div data-test="summary-tax">
            <dt>Tax (8%):</dt> <dd>{formatMoney(totals.tax)}</dd>
          </div>
          <div data-test="summary-total" className="fw-bold border-top pt-2 mt-2">
            <dt>Total:</dt> <dd>{formatMoney(totals.total)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
