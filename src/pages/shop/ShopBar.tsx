import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { SHOP_MESSAGES } from '../../shared/shop/texts';
import { shopApi } from './api';
import { ErrorAlert } from './parts';
import { cartLinkName } from './rules';
import { SHOP_PATHS } from './routes';
import { useShop } from './shopContext';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `nav-link px-2${isActive ? ' active fw-semibold' : ''}`;

/** The cart link with its badge (the total quantity, shown only when there is one). */
function CartLink() {
  const { cart, bugs } = useShop();
  const navigate = useNavigate();
  const count = cart?.count ?? 0;
  const badgeSide = bugs.has('B20') ? 'shop-badge-left' : 'ms-1';
  const badge = count > 0 && (
    <span
      data-test="shopping-cart-badge"
      className={`badge rounded-pill text-bg-danger ${badgeSide}`}
    >
      {count}
    </span>
  );
  const className = 'btn btn-outline-primary btn-sm position-relative';
  if (bugs.has('B24'))
    return (
      <span
        data-test="shopping-cart-link"
        className={className}
        onClick={() => void navigate(SHOP_PATHS.cart)}
      >
        Cart{badge}
      </span>
    );
  return (
    <Link
      data-test="shopping-cart-link"
      to={SHOP_PATHS.cart}
      className={className}
      aria-label={cartLinkName(count)}
    >
      Cart{badge}
    </Link>
  );
}

/** The bar on every view while logged in: nav, cart, who is signed in, Reset shop, Log out. */
export function ShopBar() {
  const { username, go, loggedOut, loginLost, refreshCart } = useShop();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const resetShop = async () => {
    setBusy(true);
    setError(undefined);
    const answer = await shopApi.reset();
    setBusy(false);
    if (answer.status === 401) return loginLost();
    if (!answer.ok) return setError(answer.message);
    await refreshCart();
    go(SHOP_PATHS.inventory, { text: SHOP_MESSAGES.reset, hook: 'reset-message' });
  };

  const logOut = async () => {
    setBusy(true);
    setError(undefined);
    const answer = await shopApi.logout();
    setBusy(false);
    if (!answer.ok && answer.status !== 401) return setError(answer.message);
    loggedOut();
  };

  return (
    <div className="shop-bar border-bottom pb-2 mb-3">
      <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
        <nav aria-label="Shop">
          <ul className="nav">
            <li className="nav-item">
              <NavLink
                data-test="nav-products"
                to={SHOP_PATHS.inventory}
                className={navLinkClass}
                end
              >
                Products
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink data-test="nav-orders" to={SHOP_PATHS.orders} className={navLinkClass}>
                Orders
              </NavLink>
            </li>
          </ul>
        </nav>
        <CartLink />
        <span data-test="signed-in-as" className="text-body-secondary small ms-md-auto">
          Signed in as <strong className="text-body">{username}</strong>
        </span>
        <div className="d-flex gap-2">
          <button
            type="button"
            data-test="reset-shop"
            className="btn btn-outline-secondary btn-sm"
            disabled={busy}
            onClick={() => void resetShop()}
          >
            Reset shop
          </button>
          <button
            type="button"
            data-test="logout"
            className="btn btn-outline-secondary btn-sm"
            disabled={busy}
            onClick={() => void logOut()}
          >
            Log out
          </button>
        </div>
      </div>
      {error && (
        <div className="mt-2">
          <ErrorAlert message={error} />
        </div>
      )}
    </div>
  );
}
