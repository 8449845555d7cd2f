import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Order } from '../../shared/shop/api';
import { SHOP_MESSAGES } from '../../shared/shop/texts';
import { shopApi } from './api';
import { Loading } from './parts';
import { SHOP_PATHS } from './routes';
import { useShop } from './shopContext';

/** Loads one order: the order, or the message why there is none. */
export function useOrder(number: string) {
  const { loginLost } = useShop();
  const [answer, setAnswer] = useState<{ order?: Order; message?: string }>();
  useEffect(() => {
    const controller = new AbortController();
    shopApi.order(number, controller.signal).then(
      (result) => {
        if (result.ok) return setAnswer({ order: result.body });
        if (result.status === 401) return loginLost();
        setAnswer({
          message: result.status === 404 ? SHOP_MESSAGES.noOrder(number) : result.message,
        });
      },
      () => {},
    );
    return () => controller.abort();
  }, [number, loginLost]);
  return answer;
}

/** An order number no order has: said in the view's own words. */
export function OrderNotFound({ message }: { message?: string }) {
  return (
    <section aria-labelledby="shop-view-heading">
      <h2 id="shop-view-heading" className="h4">
        Order not found
      </h2>
      <p>{message}</p>
      <Link to={SHOP_PATHS.orders}>Your orders</Link>
    </section>
  );
}

/** `/shop/checkout/complete/{number}`: the order is placed. */
export function CompleteView({ number }: { number: string }) {
  const navigate = useNavigate();
  const answer = useOrder(number);
  if (!answer) return <Loading />;
  const { order } = answer;
  if (!order) return <OrderNotFound message={answer.message} />;
  return (
    <section aria-labelledby="shop-view-heading" className="text-center py-3">
      <h2 id="shop-view-heading" data-test="complete-header" className="h4">
        Thank you for your order!
      </h2>
      <p data-test="order-number" className="fs-5">
        Your order number is {order.number}.
      </p>
      <p data-test="confirmation-email" className="text-break">
        A confirmation was sent to {order.email}.
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link
          data-test="view-order"
          to={SHOP_PATHS.order(order.number)}
          className="btn btn-outline-primary"
        >
          View order
        </Link>
        <button
          type="button"
          data-test="back-to-products"
          className="btn btn-primary"
          onClick={() => void navigate(SHOP_PATHS.inventory)}
        >
          Back to products
        </button>
      </div>
    </section>
  );
}
