import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../shared/shop/api';
import { formatMoney } from '../../shared/shop/money';
import { shopApi } from './api';
import { ErrorAlert, Loading } from './parts';
import { formatPlacedAt } from './rules';
import { SHOP_PATHS } from './routes';
import { useShop } from './shopContext';

const itemCount = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** `/shop/orders`: this shopper's orders, newest first. */
export function OrdersView() {
  const { loginLost } = useShop();
  const [orders, setOrders] = useState<Order[]>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    shopApi.orders(controller.signal).then(
      (answer) => {
        if (answer.ok) return setOrders(answer.body.orders);
        if (answer.status === 401) return loginLost();
        setFailure(answer.message);
      },
      () => {},
    );
    return () => controller.abort();
  }, [loginLost]);

  return (
    <section aria-labelledby="shop-view-heading">
      <h2 id="shop-view-heading" className="h4">
        Your orders
      </h2>
      <ErrorAlert message={failure} />
      {!orders ? (
        !failure && <Loading />
      ) : orders.length === 0 ? (
        <p data-test="orders-empty">You have no orders yet.</p>
      ) : (
        <div className="table-responsive">
          <table data-test="orders-table" className="table align-middle">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col" className="text-end">
                  Items
                </th>
                <th scope="col" className="text-end">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.number} data-test="order-row">
                  <td>
                    <Link data-test="order-link" to={SHOP_PATHS.order(order.number)}>
                      {order.number}
                    </Link>
                  </td>
                  <td className="text-nowrap">{formatPlacedAt(order.placedAt)}</td>
                  <td className="text-end">{itemCount(order)}</td>
                  <td className="text-end">{formatMoney(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
