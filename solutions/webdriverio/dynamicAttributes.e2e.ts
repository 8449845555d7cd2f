// Dynamic Attributes: locate by role and text, or by one class among several, never by a generated id.
import { $, browser, expect } from '@wdio/globals';

describe('Dynamic Attributes', () => {
  it('finds the changing-id button by its text on every load', async () => {
    await browser.url('/dynamicAttributes');
    // tag=text finds an element by its exact visible text, whatever its id.
    const button = $('button=Button with a changing id');
    const firstId = await button.getAttribute('id');
    await browser.refresh();
    // The id changed, but the same selector still finds the button.
    await expect(button).not.toHaveAttribute('id', firstId!);
    await button.click();
    await expect($('[role=status]')).toHaveText('Button with a changing id clicked.');
  });

  it('finds the primary button by one of its classes', async () => {
    await browser.url('/dynamicAttributes');
    // A CSS class selector matches one whole class name among the several the button has.
    await $('button.btn-primary').click();
    await expect($('[role=status]')).toHaveText('You found the primary button.');
  });
});
