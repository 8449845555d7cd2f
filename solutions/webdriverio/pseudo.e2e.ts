// Pseudo Elements: read what only ::before and ::after draw, through getComputedStyle in the page.
import { $, browser, expect } from '@wdio/globals';

describe('Pseudo Elements', () => {
  it('the T1 underline is the orange ::after', async () => {
    await browser.url('/pseudo');
    const wrapper = $('input[placeholder="test"]').parentElement();
    // Selectors cannot reach a pseudo-element: ask the browser for its computed style.
    const afterColor = await wrapper.execute(
      (el) => getComputedStyle(el, '::after').borderBottomColor,
    );
    expect(afterColor).toBe('rgb(231, 84, 0)');
  });

  it('Save: its text is "Save", its name "*Save"; the icon reveals the filters', async () => {
    await browser.url('/pseudo');
    // The icon button has no text: its name comes from its title.
    await $('button[title="Filters"]').click();
    await expect($('#companyId')).toBeDisplayed();

    // The "*" comes from ::before: it is in the accessible name but not in the DOM text.
    const save = $('button=Save');
    await expect(save).toHaveElementProperty('textContent', 'Save');
    await expect(save).toHaveComputedLabel('*Save');
    await save.click();
    await expect($('[role="status"]')).toHaveText('Filters saved.');
  });
});
