// Practice Shop: the shop bar on every logged-in view: the cart link and its badge, who is signed in, Reset shop and Log out.
import { hook, shownText } from './hooks.ts';

class ShopBar {
  private get badge() {
    return hook('shopping-cart-badge');
  }

  private get resetButton() {
    return hook('reset-shop');
  }

  private get logoutButton() {
    return hook('logout');
  }

  /** The cart link: a link by role, named for screen readers "Cart, {n} item(s)". */
  get cartLink() {
    return hook('shopping-cart-link');
  }

  /** "Signed in as {user}". */
  get signedInAs() {
    return hook('signed-in-as');
  }

  /** "The shop was reset." */
  get resetMessage() {
    return hook('reset-message');
  }

  /** The number on the badge; 0 when there is no badge. */
  async cartCount() {
    const count = await shownText(this.badge);
    return count === null ? 0 : Number(count);
  }

  async resetShop() {
    await this.resetButton.click();
  }

  async logout() {
    await this.logoutButton.click();
  }

  /** Where the badge sits against the cart link (TC22: the badge belongs at its right). */
  async badgePlacement() {
    const centre = async (element: ReturnType<typeof hook>) => {
      const { x } = await element.getLocation();
      const { width } = await element.getSize();
      return x + width / 2;
    };
    return { linkCentre: await centre(this.cartLink), badgeCentre: await centre(this.badge) };
  }
}

export default new ShopBar();
