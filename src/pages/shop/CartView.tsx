import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartLine } from '../../shared/shop/api';
import { productById } from '../../shared/shop/products';
import { shopApi } from './api';
import { ErrorAlert, Loading, Price } from './parts';
import { typedQuantity } from './rules';
import { SHOP_PATHS } from './routes';
import { useShop } from './shopContext';

const slugOf = (line: CartLine) => productById(line.productId)?.slug ?? String(line.productId);

/**
 * A line's quantity field: each change is sent at once, in order, and once the last one is
 * answered the field shows the saved quantity (the server's message, if it refused, shows above).
 */
function QuantityField({ line, onError }: { line: CartLine; onError: (message?: string) => void }) {
  const { setCart, loginLost } = useShop();
  const [typed, setTyped] = useState<string>();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);

  const save = (text: string) => {
    const mine = ++latest.current;
    setTyped(text);
    queue.current = queue.current.then(async () => {
      const answer = await shopApi.setQuantity(line.productId, typedQuantity(text));
      if (answer.ok) setCart(answer.body);
      else if (answer.status === 401) return loginLost();
      if (mine !== latest.current) return;
      onError(answer.ok ? undefined : answer.message);
      setTyped(undefined);
    });
  };

  return (
    <input
      type="number"
      data-test="cart-item-quantity"
      className="form-control form-control-sm shop-quantity"
      aria-label={`Quantity of ${line.name}`}
      min={1}
      step={1}
      inputMode="numeric"
      value={typed ?? String(line.quantity)}
      onChange={(event) => save(event.target.value)}
    />
  );
}

/** `/shop/cart`: the lines in the order they were first added, the subtotal, and on to checkout. */
export function CartView() {
  const { cart, setCart, loginLost } = useShop();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<number>();

  const remove = async (line: CartLine) => {
    setRemoving(line.productId);
    setError(undefined);
    const answer = await shopApi.removeFromCart(line.productId);
    setRemoving(undefined);
    if (answer.ok) return setCart(answer.body);
    if (answer.status === 401) return loginLost();
    setError(answer.message);
  };

  if (!cart) return <Loading />;
  const empty = cart.lines.length === 0;
  return (
    <section aria-labelledby="shop-view-heading">
      <h2 id="shop-view-heading" className="h4">
        Your cart
      </h2>
      <ErrorAlert message={error} />
      {empty ? (
        <p data-test="cart-empty">Your cart is empty.</p>
      ) : (
        <>
          <div className="table-responsive">
            <table data-test="cart-list" className="table align-middle shop-cart-table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="text-end">
                    Price
                  </th>
                  <th scope="col">Quantity</th>
                  <th scope="col" className="text-end">
                    Total
                  </th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => (
                  <tr key={line.productId} data-test="cart-item">
                    <td>
                      <Link data-test="cart-item-name" to={SHOP_PATHS.product(line.productId)}>
                        {line.name}
                      </Link>
                    </td>
                    <td className="text-end">
                      <Price cents={line.price} hook="cart-item-price" />
                    </td>
                    <td>
                      <QuantityField line={line} onError={setError} />
                    </td>
                    <td className="text-end">
                      <Price cents={line.total} hook="cart-item-total" />
                    </td>
                    <td className="text-end">
                      <button
                        type="button"
                        data-test={`remove-${slugOf(line)}`}
                        className="btn btn-outline-danger btn-sm"
                        disabled={removing === line.productId}
                        onClick={() => void remove(line)}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p data-test="cart-subtotal" className="fs-5 text-end">
            Subtotal: <Price cents={cart.subtotal} />
          </p>
        </>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end">
        <button
          type="button"
          data-test="continue-shopping"
          className="btn btn-outline-secondary"
          onClick={() => void navigate(SHOP_PATHS.inventory)}
        >
          Continue shopping
        </button>
        {!empty && (
          <button
            type="button"
            data-test="checkout"
            className="btn btn-primary"
            onClick={() => void navigate(SHOP_PATHS.checkout)}
          >
            Checkout
          </button>
        )}
      </div>
    </section>
  );
}
