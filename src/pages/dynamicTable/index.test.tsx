import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { SUPERHEROES } from './heroes';
import DynamicTablePage from './index';

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('DynamicTablePage', () => {
  it('shows the eight fixed pairs under their header cells', () => {
    renderPage(<DynamicTablePage />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'superhero_name',
      'real_name',
    ]);
    const rows = bodyRows();
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map(([hero, name]) => `${hero}=${name}`))).toEqual(
      new Set(SUPERHEROES.map((h) => `${h.superhero_name}=${h.real_name}`)),
    );
  });

  it('repeats the order for the same seed and changes it for another', () => {
    const orderFor = (seed: number) => {
      const { unmount } = renderPage(<DynamicTablePage />, `/dynamicTable?seed=${seed}`);
      const order = bodyRows().map(([hero]) => hero);
      unmount();
      return order;
    };
    expect(orderFor(3)).toEqual(orderFor(3));
    expect(orderFor(3)).not.toEqual(orderFor(4));
  });
});
