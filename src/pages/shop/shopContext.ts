import { createContext, useContext } from 'react';
import type { ActiveBugs } from '../../shared/shop/bugs';
import type { Cart } from '../../shared/shop/api';

/** A status shown on the view a navigation opens ("The shop was reset.", "You have logged out."). */
export interface Notice {
  text: string;
  hook: string;
}

/** What every view of a logged-in shopper shares. */
export interface ShopContextValue {
  username: string;
  /** The browser-side planted bugs of this login (decoded from the session's variant). */
  bugs: ActiveBugs;
  /** The cart as the server last answered it; null until it has. */
  cart: Cart | null;
  setCart: (cart: Cart) => void;
  refreshCart: () => Promise<void>;
  /** Opens `to`, showing nothing else until it is open, and then the notice if any. */
  go: (to: string, notice?: Notice) => void;
  /** A call answered 401: the session is asked again, so the guard takes over. */
  loginLost: () => void;
  /** The login ended by Log out. */
  loggedOut: () => void;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

export function useShop(): ShopContextValue {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() outside the shop');
  return shop;
}
