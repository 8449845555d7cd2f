import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Cart, SessionAnswer } from '../../shared/shop/api';
import { decodeBrowserBugs } from '../../shared/shop/bugs';
import { LOGIN_MESSAGES } from '../../shared/shop/texts';
import { shopApi } from './api';
import { CartView } from './CartView';
import { CheckoutView } from './CheckoutView';
import { CompleteView } from './CompleteView';
import { InventoryView } from './InventoryView';
import { LoginView } from './LoginView';
import { OrdersView } from './OrdersView';
import { OrderView } from './OrderView';
import { OverviewView } from './OverviewView';
import { Loading } from './parts';
import { ProductView } from './ProductView';
import { guardMessage } from './rules';
import { SHOP_PATHS, shopView, type ShopView } from './routes';
import { ShopBar } from './ShopBar';
import { ShopContext, type Notice, type ShopContextValue } from './shopContext';
import './shop.css';

/** What the guard hands the login view: where the shopper was going. */
interface GuardState {
  from: string;
  alert: string;
}

/** A navigation the shop started: until its path is open nothing else shows, then its notice. */
interface Arrival {
  pathname: string;
  notice?: Notice;
}

const pathnameOf = (to: string) => to.split(/[?#]/)[0]!;

function LoggedInView({ view }: { view: ShopView }) {
  switch (view.name) {
    case 'login':
    case 'inventory':
      return <InventoryView />;
    case 'product':
      return <ProductView key={view.id} id={view.id} />;
    case 'cart':
      return <CartView />;
    case 'checkout':
      return <CheckoutView />;
    case 'overview':
      return <OverviewView />;
    case 'complete':
      return <CompleteView key={view.number} number={view.number} />;
    case 'orders':
      return <OrdersView />;
    case 'order':
      return <OrderView key={view.number} number={view.number} />;
  }
}

/** Page 72, the Practice Shop: nine views under /shop, chosen by the address. */
export default function ShopPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const view = shopView(location.pathname);
  const [session, setSession] = useState<SessionAnswer>();
  const [cart, setCart] = useState<Cart | null>(null);
  const [arrival, setArrival] = useState<Arrival>();

  const applySession = useCallback((answer: Awaited<ReturnType<typeof shopApi.session>>) => {
    const next = answer.ok ? answer.body : { username: null };
    setSession(next);
    if (!next.username) setCart(null);
  }, []);
  const checkSession = useCallback(() => shopApi.session().then(applySession), [applySession]);

  useEffect(() => {
    const controller = new AbortController();
    shopApi.session(controller.signal).then(applySession, () => {});
    return () => controller.abort();
  }, [applySession]);

  const username = session?.username ?? null;
  const applyCart = useCallback(
    (answer: Awaited<ReturnType<typeof shopApi.cart>>) => {
      if (answer.ok) setCart(answer.body);
      else if (answer.status === 401) void checkSession();
    },
    [checkSession],
  );
  const refreshCart = useCallback(() => shopApi.cart().then(applyCart), [applyCart]);

  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    shopApi.cart(controller.signal).then(applyCart, () => {});
    return () => controller.abort();
  }, [username, applyCart]);

  // A path other than the one the shop went to (a link, Back) ends the arrival and its notice.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    if (arrival && arrival.pathname !== location.pathname) setArrival(undefined);
  }

  const go = useCallback(
    (to: string, notice?: Notice) => {
      setArrival({ pathname: pathnameOf(to), notice });
      void navigate(to);
    },
    [navigate],
  );

  const loginLost = useCallback(() => void checkSession(), [checkSession]);
  const loggedOut = useCallback(() => {
    setArrival({
      pathname: SHOP_PATHS.login,
      notice: { text: LOGIN_MESSAGES.loggedOut, hook: 'logout-message' },
    });
    setSession({ username: null });
    setCart(null);
    void navigate(SHOP_PATHS.login);
  }, [navigate]);

  const bugs = useMemo(() => decodeBrowserBugs(session?.variant ?? 0), [session?.variant]);
  const shop = useMemo<ShopContextValue | null>(
    () =>
      username ? { username, bugs, cart, setCart, refreshCart, go, loginLost, loggedOut } : null,
    [username, bugs, cart, refreshCart, go, loginLost, loggedOut],
  );

  if (!session || (arrival && arrival.pathname !== location.pathname)) return <Loading />;
  const notice = arrival?.notice;

  if (!shop) {
    if (view.name !== 'login') {
      const guard: GuardState = {
        from: `${location.pathname}${location.search}`,
        alert: guardMessage(location.pathname, session.sessionEnded === true),
      };
      return <Navigate to={SHOP_PATHS.login} replace state={guard} />;
    }
    const guard = location.state as GuardState | null;
    return (
      <LoginView
        key={location.key}
        guardAlert={guard?.alert}
        notice={notice}
        onLoggedIn={async () => {
          const to = guard?.from ?? SHOP_PATHS.inventory;
          // The view waits for the new path, not showing the login or the list in between.
          setArrival({ pathname: pathnameOf(to) });
          await checkSession();
          void navigate(to);
        }}
      />
    );
  }

  if (view.name === 'login') return <Navigate to={SHOP_PATHS.inventory} replace />;
  return (
    <ShopContext.Provider value={shop}>
      <ShopBar />
      {notice && (
        <p role="status" data-test={notice.hook} className="alert alert-success">
          {notice.text}
        </p>
      )}
      <LoggedInView view={view} />
    </ShopContext.Provider>
  );
}
