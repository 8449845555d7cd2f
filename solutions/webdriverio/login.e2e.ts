// Form Authentication: log in, check the HttpOnly session cookie with getCookies, log out, and test the guard.
import { $, browser, expect } from '@wdio/globals';

const alert = () => $('[role="alert"]');

async function logIn(password: string) {
  await browser.url('/login');
  await $('aria/Username').setValue('tester');
  await $('aria/Password').setValue(password);
  await $('button=Log in').click();
}

describe('Form Authentication', () => {
  it('a wrong password is refused and empties the field', async () => {
    await logIn('wrong');
    // The flash's text ends with its "×" close button.
    await expect(alert()).toHaveText('The password is not valid.', { containing: true });
    await expect($('aria/Password')).toHaveValue('');
  });

  it('logs in, reaches the secure area, logs out', async () => {
    await logIn('Str0ng!Pass');
    await expect(browser).toHaveUrl(expect.stringMatching(/\/secureArea$/));
    await expect(alert()).toHaveText('You logged in to the secure area.', { containing: true });
    await expect($('*=Signed in as tester.')).toBeDisplayed();

    // The session cookie is HttpOnly: the page cannot read it, WebDriver can.
    const [session] = await browser.getCookies(['playground_session']);
    expect(session?.httpOnly).toBe(true);

    await $('button=Log out').click();
    await expect(alert()).toHaveText('You have been logged out.', { containing: true });

    // Signed out, the server sends /secureArea back to the login form.
    await browser.url('/secureArea');
    await expect(browser).toHaveUrl(expect.stringMatching(/\/login\?notice=login-required$/));
    await expect(alert()).toHaveText('Log in first to see the secure area.', { containing: true });
  });
});
