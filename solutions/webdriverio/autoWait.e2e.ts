// Auto Wait: click() and setValue() do not wait for the target to be ready; wait with toBeEnabled, toBeClickable and a waiting matcher first.
import { $, browser, expect } from '@wdio/globals';

const status = () => $('[role="status"]');
const target = () => $('#target');

describe('Auto Wait', () => {
  beforeEach(async () => {
    await browser.url('/autoWait');
    await expect(status()).toHaveText('Ready.');
  });

  it('clicks a disabled button once it is enabled again', async () => {
    await $('button=Disable for 3 s').click();
    await expect(status()).toHaveText('Target is disabled for 3 s.');
    // The restore comes after 3 s: wait for it, then click.
    await expect(target()).toBeEnabled();
    await target().click();
    await expect(status()).toHaveText('The target was clicked.');
  });

  it('types into the field once it is no longer read-only', async () => {
    await $('aria/Element type').selectByVisibleText('Input');
    await $('button=Make read-only for 3 s').click();
    await expect(status()).toHaveText('Target is read-only for 3 s.');
    // Typing into a read-only field does nothing: wait for the attribute to go.
    await expect(target()).not.toHaveAttribute('readonly');
    await target().setValue('Hello');
    await expect(status()).toHaveText('Typed: Hello');
  });

  it('clicks the target once nothing covers it', async () => {
    await $('button=Cover for 3 s').click();
    await expect(status()).toHaveText('Target is covered for 3 s.');
    // toBeClickable checks that the element itself, not the red block, is at its centre.
    await expect(target()).toBeClickable();
    await target().click();
    await expect(status()).toHaveText('The target was clicked.');
  });
});
