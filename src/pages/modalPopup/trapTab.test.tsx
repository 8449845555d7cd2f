import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trapTab } from './trapTab';

function Trap() {
  return (
    <>
      <button type="button">Outside</button>
      <div role="dialog" aria-label="Box" tabIndex={-1} onKeyDown={trapTab}>
        <button type="button">One</button>
        <button type="button">Two</button>
      </div>
    </>
  );
}

describe('trapTab', () => {
  it('cycles Tab and Shift+Tab among the controls inside', async () => {
    render(<Trap />);
    screen.getByRole('dialog').focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
  });
});
