// Sortable table: click header buttons to sort, read aria-sort, search and page through rows.
import { $, $$, browser, expect } from '@wdio/globals';

const TABLE = '//table[caption="Employees"]';
const info = () => $('p[role="status"]');

describe('Sortable table', () => {
  it('Salary sorted descending puts Farah Haddad first', async () => {
    await browser.url('/sortableTable');
    const salaryHeader = $(`${TABLE}//th[button[starts-with(., "Salary")]]`);

    // The first click sorts ascending, the second reverses it; aria-sort tells the direction.
    await salaryHeader.$('button').click();
    await expect(salaryHeader).toHaveAttribute('aria-sort', 'ascending');
    await salaryHeader.$('button').click();
    await expect(salaryHeader).toHaveAttribute('aria-sort', 'descending');

    const firstRowCells = $$(`${TABLE}/tbody/tr[1]/td`);
    await expect(firstRowCells[0]).toHaveText('Farah Haddad');
    await expect(firstRowCells[(await firstRowCells.length) - 1]).toHaveText('$102,700');
  });

  it('searching "sales" leaves 6 of the 30 rows', async () => {
    await browser.url('/sortableTable');
    await $('aria/Search').setValue('sales');
    await expect(info()).toHaveText('Showing 1 to 6 of 6 rows (filtered from 30 rows)');
    await expect($$(`${TABLE}/tbody/tr`)).toBeElementsArrayOfSize(6);
  });

  it('Next moves to page 2, marked as the current page', async () => {
    await browser.url('/sortableTable');
    const pagination = $('nav[aria-label="Pagination"]');
    await pagination.$('button=Next').click();
    await expect(pagination.$('button=2')).toHaveAttribute('aria-current', 'page');
    await expect(info()).toHaveText('Showing 11 to 20 of 30 rows');
  });
});
