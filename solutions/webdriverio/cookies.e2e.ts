// Cookies: set and read cookies through the page and the browser (getCookies, setCookies).
import { $, browser, expect } from '@wdio/globals';

// A field by the text of its <label>.
const field = (label: string) => $(`//input[@id=//label[normalize-space()="${label}"]/@for]`);
const table = (caption: string) => $(`//table[caption="${caption}"]`);

describe('Cookies', () => {
  beforeEach(async () => {
    await browser.url('/cookies');
  });

  it('finds a cookie set on the page in the browser and in the table', async () => {
    await field('Name').setValue('flavour');
    await field('Value').setValue('chocolate');
    await $('button=Set cookie').click();
    await expect($('[role="status"]')).toHaveText('Cookie flavour set.');
    const row = table('Cookies visible to this page').$('tr*=flavour');
    await expect(row).toHaveText(expect.stringContaining('chocolate'));
    expect(await browser.getCookies('flavour')).toEqual([
      expect.objectContaining({ name: 'flavour', value: 'chocolate' }),
    ]);
  });

  it('shows a cookie added by the test after Refresh list', async () => {
    await browser.setCookies({ name: 'tool', value: 'added' });
    await $('button=Refresh list').click();
    const row = table('Cookies the server received').$('tr*=tool');
    await expect(row).toHaveText(expect.stringContaining('added'));
  });

  it('hides the HttpOnly cookie from the page', async () => {
    await $('button=Set an HttpOnly cookie').click();
    await expect($('[role="status"]')).toHaveText('HttpOnly cookie set.');
    const row = table('Cookies the server received').$('tr*=practice_httponly');
    await expect(row).toHaveText(expect.stringContaining('(HttpOnly: hidden)'));
    expect(await browser.execute(() => document.cookie)).not.toContain('practice_httponly');
    const [cookie] = await browser.getCookies('practice_httponly');
    expect(cookie?.httpOnly).toBe(true);
  });
});
