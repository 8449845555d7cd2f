// Dynamic controls: wait for an element to be removed from the DOM and for a field to become enabled.
import { $, browser, expect } from '@wdio/globals';

// Each section is named by its heading: XPath finds the section around that heading.
const section = (heading: string) => $(`//section[.//h2[normalize-space()="${heading}"]]`);

describe('Dynamic controls', () => {
  it('a removed checkbox is gone and an enabled field takes text', async () => {
    await browser.url('/dynamicControls');
    const removeOrAdd = section('Remove or add');
    await expect(removeOrAdd.$('aria/Subscribe')).toExist();
    await removeOrAdd.$('button=Remove').click();
    // The matchers retry until the 3-second change is done (waitforTimeout is 7 s).
    await expect(removeOrAdd.$('[role=status]')).toHaveText('The checkbox is gone.');
    await expect(removeOrAdd.$('aria/Subscribe')).not.toExist();

    const enableOrDisable = section('Enable or disable');
    const field = enableOrDisable.$('aria/Text field');
    await expect(field).toBeDisabled();
    await enableOrDisable.$('button=Enable').click();
    // setValue does not wait for the field to be enabled: wait for it first.
    await expect(field).toBeEnabled();
    await field.setValue('Hello after the wait');
    await expect(field).toHaveValue('Hello after the wait');
    await expect(enableOrDisable.$('[role=status]')).toHaveText('The field is enabled.');
  });
});
