// Practice Shop: the login view's page object (/shop): log in, read and dismiss its alert, read the logged-out message.
import { browser } from '@wdio/globals';
import { PASSWORD } from '../rules.ts';
import { hook, typeInto } from './hooks.ts';

class LoginPage {
  private get username() {
    return hook('username');
  }

  private get password() {
    return hook('password');
  }

  private get loginButton() {
    return hook('login-button');
  }

  private get dismissButton() {
    return hook('error-dismiss');
  }

  /** The alert above the form (its "Dismiss error" button has no text of its own). */
  get error() {
    return hook('error');
  }

  /** "You have logged out." */
  get loggedOutMessage() {
    return hook('logout-message');
  }

  async open() {
    await browser.url('/shop');
  }

  async login(username: string, password = PASSWORD) {
    await typeInto(this.username, username);
    await typeInto(this.password, password);
    await this.loginButton.click();
  }

  async dismissError() {
    await this.dismissButton.click();
  }
}

export default new LoginPage();
