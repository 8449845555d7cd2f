// Practice Shop: the shop bar on every logged-in view: the cart link and its badge, Reset shop and Log out.
import type { Page } from '@playwright/test';

export class ShopBar {
  private readonly cartLink;
  private readonly badge;
  private readonly signedInAs;
  private readonly resetButton;
  private readonly resetMessage;
  private readonly logoutButton;

  constructor(private readonly page: Page) {
    this.cartLink = page.getByTestId('shopping-cart-link');
    this.badge = page.getByTestId('shopping-cart-badge');
    this.signedInAs = page.getByTestId('signed-in-as');
    this.resetButton = page.getByTestId('reset-shop');
    this.resetMessage = page.getByTestId('reset-message');
    this.logoutButton = page.getByTestId('logout');
  }

  /** The number on the badge; 0 when there is no badge. */
  async cartCount() {
    return (await this.badge.isVisible()) ? Number(await this.badge.innerText()) : 0;
  }

  /** Whether the page has a link by this name, as a screen reader finds it ("Cart, 1 item"). */
  async hasCartLink(name: string) {
    return this.page.getByRole('link', { name, exact: true }).isVisible();
  }

  async user() {
    return this.signedInAs.innerText();
  }

  async resetShop() {
    await this.resetButton.click();
    return this.resetMessage.innerText();
  }

  async logout() {
    await this.logoutButton.click();
  }

  /** Where the badge sits against the cart link (TC22: the badge belongs at its right). */
  async badgePlacement() {
    const [link, badge] = await Promise.all([
      this.cartLink.boundingBox(),
      this.badge.boundingBox(),
    ]);
    return { linkCentre: link!.x + link!.width / 2, badgeCentre: badge!.x + badge!.width / 2 };
  }
}
