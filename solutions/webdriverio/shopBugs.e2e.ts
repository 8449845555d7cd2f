// Shop Bug Hunt: open a <details> disclosure and read what it hides; narrow a list with a select and wait for its count.
import { $, $$, browser, expect } from '@wdio/globals';

const BUGS = 'details[data-test^="bug-"]';

describe('Shop Bug Hunt', () => {
  it('25 planted bugs; problem_user has 9; B07 is caught by TC14', async () => {
    await browser.url('/shop/bugs');
    // The count is a status line: the matcher waits for its text, it changes when the filter does.
    const count = $('[data-test="bug-count"]');
    await expect(count).toHaveText('25 planted bugs');
    await expect($$(BUGS)).toBeElementsArrayOfSize(25);

    await $('aria/Show bugs of').selectByVisibleText('problem_user');
    await expect(count).toHaveText('9 planted bugs of problem_user');
    await expect($$(BUGS)).toBeElementsArrayOfSize(9);

    // A closed <details> shows only its <summary>: its other content is in the DOM but hidden.
    const b07 = $('[data-test="bug-B07"]');
    const catchIt = b07.$('p*=Catch it with:');
    await expect(b07).not.toHaveAttribute('open');
    await expect(catchIt).not.toBeDisplayed();
    // Clicking the summary opens it, as a user does. Centre it first, clear of the sticky bars.
    const summary = b07.$('summary');
    await summary.scrollIntoView({ block: 'center' });
    await summary.click();
    await expect(b07).toHaveAttribute('open');
    await expect(catchIt).toHaveText('Catch it with: TC14');
  });
});
