import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { CheckoutState } from '../../shared/shop/api';
import { shopApi } from './api';
import { OrderSummary } from './OrderSummary';
import { ErrorAlert, Loading } from './parts';
import { SHOP_PATHS } from './routes';
import { useShop } from './shopContext';

/** `/shop/checkout/overview`: what the order will be, and Place order. */
export function OverviewView() {
  const { cart, go, loginLost, refreshCart } = useShop();
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>();
  const [failure, setFailure] = useState<string>();
  const [placing, setPlacing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    shopApi.checkout(controller.signal).then(
      (answer) => {
        if (answer.ok) return setState(answer.body);
        if (answer.status === 401) return loginLost();
        setFailure(answer.message);
      },
      () => {},
    );
    return () => controller.abort();
  }, [loginLost]);

  const placeOrder = async () => {
    setPlacing(true);
    setFailure(undefined);
    const answer = await shopApi.placeOrder();
    if (answer.ok) {
      go(SHOP_PATHS.complete(answer.body.number));
      return refreshCart();
    }
    setPlacing(false);
    if (answer.status === 401) return loginLost();
    setFailure(answer.message);
  };

  if (cart && cart.lines.length === 0 && !placing) return <Navigate to={SHOP_PATHS.cart} replace />;
  if (state && !state.details) return <Navigate to={SHOP_PATHS.checkout} replace />;
  if (!cart || (!state && !failure)) return <Loading />;

  return (
    <section aria-labelledby="shop-view-heading">
      <h2 id="shop-view-heading" className="h4">
        Checkout: overview
      </h2>
      <ErrorAlert message={failure} />
      {state?.details && (
        <OrderSummary
          lines={cart.lines}
          shipTo={state.details}
          email={state.details.email}
          shippingMethod={state.details.shipping}
          discountCode={state.totals.discountCode}
          totals={state.totals}
        />
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
        <button
          type="button"
          data-test="cancel"
          className="btn btn-outline-secondary"
          onClick={() => void navigate(SHOP_PATHS.inventory)}
        >
          Cancel
        </button>
        <button
          type="button"
          data-test="place-order"
          className="btn btn-primary"
          disabled={placing || !state?.details}
          onClick={() => void placeOrder()}
        >
          Place order
        </button>
      </div>
    </section>
  );
}
