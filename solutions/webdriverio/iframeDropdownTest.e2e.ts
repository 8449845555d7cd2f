// Iframe + Dropdown Test: switchFrame into nested iframes one level at a time and find an unlabelled input.
import { $, browser, expect } from '@wdio/globals';

describe('Iframe + Dropdown Test', () => {
  it('uses selects and inputs in the page, a frame and a frame inside it', async () => {
    await browser.url('/iframeDropdownTest');
    const outside = $('aria/Outside Dropdown:');
    await outside.selectByVisibleText('Y Option');
    await expect(outside).toHaveValue('y');

    // Each switchFrame steps one document deeper.
    await browser.switchFrame($('iframe[title="parent-iframe"]'));
    // Inside the frame, find the select by the id that its <label for> names.
    const dropdown = $('#parentDropdown');
    await dropdown.selectByVisibleText('Gamma');
    await expect(dropdown).toHaveValue('c');

    await browser.switchFrame($('iframe[title="inner-iframe"]'));
    // "Project type" is plain text, not a <label>: no accessible name to find it by, so use the id.
    const projectType = $('#projectType');
    await projectType.setValue('Research grant');
    await expect(projectType).toHaveValue('Research grant');

    // The Lookup button opens a list of options to pick from.
    await $('button[aria-label="Lookup"]').click();
    await $('[role="option"]=Internal').click();
    await expect(projectType).toHaveValue('Internal');
  });
});
