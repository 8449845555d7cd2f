// Checkbox: find checkboxes by group and label, check and uncheck them, assert their state.
import { $, $$, browser, expect } from '@wdio/globals';

// Each <fieldset> is a group named by its <legend>: scope the labels to it.
const box = (group: string, label: string) => $(`//fieldset[legend="${group}"]`).$(`aria/${label}`);

describe('Checkbox', () => {
  it('checks and unchecks boxes in two groups', async () => {
    await browser.url('/checkbox');
    const boxes = $$('input[type="checkbox"]');
    await expect(boxes).toBeElementsArrayOfSize(4);
    for (const each of await boxes.getElements()) await expect(each).not.toBeSelected();

    await box('Select Your Preferences', 'First').click();
    await box('Choose Your Numbers', '2').click();
    await expect(box('Select Your Preferences', 'First')).toBeSelected();
    await expect(box('Select Your Preferences', 'Second')).not.toBeSelected();
    await expect(box('Choose Your Numbers', '1')).not.toBeSelected();
    await expect(box('Choose Your Numbers', '2')).toBeSelected();

    await box('Select Your Preferences', 'First').click();
    await expect(box('Select Your Preferences', 'First')).not.toBeSelected();
  });
});
