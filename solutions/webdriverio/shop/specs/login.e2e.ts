// Practice Shop: TC01-TC04 and TC20: logging in through the form, its errors, the views that need a login, and logging out.
import { browser, expect } from '@wdio/globals';
import { names, byName } from '../expected.ts';
import CartPage from '../pages/CartPage.ts';
import InventoryPage from '../pages/InventoryPage.ts';
import LoginPage from '../pages/LoginPage.ts';
import ShopBar from '../pages/ShopBar.ts';
import { PRODUCTS } from '../rules.ts';
import { baseUrl, logInAs } from '../shopper.ts';

const at = (path: string) => `${baseUrl()}${path}`;

describe('Practice Shop: log in and out', () => {
  it('TC01 Log in and see the products', async () => {
    await LoginPage.open();
    await LoginPage.login('standard_user');

    await InventoryPage.waitUntilShown();
    await expect(browser).toHaveUrl(at('/shop/inventory'));
    await expect(InventoryPage.heading).toHaveText('Products');
    await expect(InventoryPage.resultCount).toHaveText('Showing 12 of 12 products');
    expect(await InventoryPage.productNames()).toEqual(names([...PRODUCTS].sort(byName)));
    await expect(ShopBar.signedInAs).toHaveText('Signed in as standard_user');
  });

  it('TC02 Locked user cannot log in', async () => {
    await LoginPage.open();
    await LoginPage.login('locked_user');

    await expect(LoginPage.error).toHaveText('This user is locked out.');
    await expect(browser).toHaveUrl(at('/shop'));
  });

  it('TC03 Login form errors', async () => {
    await LoginPage.open();

    await LoginPage.login('', '');
    await expect(LoginPage.error).toHaveText('Username is required.');
    await LoginPage.dismissError();
    await expect(LoginPage.error).not.toBeDisplayed();

    await LoginPage.login('standard_user', '');
    await expect(LoginPage.error).toHaveText('Password is required.');

    // Names compare exactly: a capital letter makes another name.
    await LoginPage.login('Standard_user');
    await expect(LoginPage.error).toHaveText('Username and password do not match any user.');
    await LoginPage.dismissError();
    await LoginPage.login('standard_user', 'wrong');
    await expect(LoginPage.error).toHaveText('Username and password do not match any user.');
    await expect(browser).toHaveUrl(at('/shop'));
  });

  it('TC04 Pages need a login', async () => {
    await browser.url('/shop/cart');
    await expect(LoginPage.error).toHaveText('Log in to see /shop/cart.');
    await expect(browser).toHaveUrl(at('/shop'));

    await LoginPage.login('standard_user');
    await CartPage.waitUntilShown();
    await expect(browser).toHaveUrl(at('/shop/cart'));
  });

  it('TC20 Log out', async () => {
    const api = await logInAs('standard_user');
    await InventoryPage.open();
    await ShopBar.logout();
    await expect(LoginPage.loggedOutMessage).toHaveText('You have logged out.');
    await expect(browser).toHaveUrl(at('/shop'));

    // The login's token stops working at once.
    const answer = await api.send('GET', '/cart');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Log in first.' });
    await browser.url('/shop/cart');
    await expect(LoginPage.error).toHaveText('Log in to see /shop/cart.');
  });
});
