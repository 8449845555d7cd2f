// Practice Shop: the login view's page object (/shop): log in, read and dismiss its alert.
import type { Page } from '@playwright/test';
import { PASSWORD } from '../rules';

export class LoginPage {
  private readonly username;
  private readonly password;
  private readonly loginButton;
  private readonly errorAlert;
  private readonly dismissButton;
  private readonly loggedOut;

  constructor(private readonly page: Page) {
    this.username = page.getByTestId('username');
    this.password = page.getByTestId('password');
    this.loginButton = page.getByTestId('login-button');
    this.errorAlert = page.getByTestId('error');
    this.dismissButton = page.getByTestId('error-dismiss');
    this.loggedOut = page.getByTestId('logout-message');
  }

  async goto() {
    await this.page.goto('/shop');
  }

  async login(username: string, password = PASSWORD) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.loginButton.click();
  }

  /** The alert's message (its "Dismiss error" button has no text of its own). */
  async errorMessage() {
    return (await this.errorAlert.innerText()).trim();
  }

  async hasError() {
    return this.errorAlert.isVisible();
  }

  async dismissError() {
    await this.dismissButton.click();
  }

  async loggedOutMessage() {
    return this.loggedOut.innerText();
  }
}
