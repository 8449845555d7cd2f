import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import SortableTablePage from './index';

const firstNames = () =>
  within(screen.getByRole('table', { name: 'Employees' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const info = () => screen.getByRole('status');

describe('SortableTablePage', () => {
  it('marks only the sorted column with aria-sort and an arrow, and reverses on a second click', async () => {
    const user = userEvent.setup();
    renderPage(<SortableTablePage />);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstNames()[0]).toBe('Aarav Shah');
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(header('Age')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Age')).toHaveTextContent('Age ↑');
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(header('Age')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Age')).toHaveTextContent('Age ↓');
    expect(firstNames()[0]).toBe('Julia Novak');
  });

  it('filters while typing, and shows the empty row when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<SortableTablePage />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sales');
    expect(info()).toHaveTextContent('Showing 1 to 6 of 6 rows (filtered from 30 rows)');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(firstNames()).toEqual(['No rows match the search.']);
    expect(info()).toHaveTextContent('Showing 0 to 0 of 0 rows (filtered from 30 rows)');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pages, and returns to page 1 when rows per page change', async () => {
    const user = userEvent.setup();
    renderPage(<SortableTablePage />);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(info()).toHaveTextContent('Showing 21 to 30 of 30 rows');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '5');
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(info()).toHaveTextContent('Showing 1 to 5 of 30 rows');
  });
});
