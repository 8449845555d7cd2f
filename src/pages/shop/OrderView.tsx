import { invoiceUrl } from './api';
import { OrderNotFound, useOrder } from './CompleteView';
import { OrderSummary } from './OrderSummary';
import { Loading } from './parts';

/** `/shop/orders/{number}`: one order as it was placed, and its invoice. */
export function OrderView({ number }: { number: string }) {
  const answer = useOrder(number);
  if (!answer) return <Loading />;
  const { order } = answer;
  if (!order) return <OrderNotFound message={answer.message} />;
  return (
    <section aria-labelledby="shop-view-heading">
      <h2 id="shop-view-heading" className="h4">
        Order {order.number}
      </h2>
      <OrderSummary
        lines={order.lines}
        shipTo={order.shipTo}
        email={order.email}
        shippingMethod={order.shippingMethod}
        discountCode={order.discountCode}
        totals={order}
      />
      <a
        data-test="download-invoice"
        href={invoiceUrl(order.number)}
        className="btn btn-outline-primary mt-3"
      >
        Download invoice
      </a>
    </section>
  );
}
