import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import VerifyCodePage from './index';

describe('VerifyCodePage', () => {
  it('shows only Get Code, then the code, the input and Verify', async () => {
    renderPage(<VerifyCodePage />, '/verifyCode?seed=9');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(screen.queryByRole('button', { name: 'Get Code' })).not.toBeInTheDocument();
    expect(screen.getByText(/^The code is: \d{4}$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enter the code' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('accepts the exact code and refuses anything else, in a dismissible alert', async () => {
    renderPage(<VerifyCodePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Code' }));
    const code = screen.getByText(/^The code is:/).textContent!.slice(-4);
    const input = screen.getByRole('textbox', { name: 'Enter the code' });
    await userEvent.type(input, `${code} `);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Code. Try again.');
    await userEvent.clear(input);
    await userEvent.type(input, `${code}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Valid Code');
    expect(screen.getByRole('alert')).toHaveClass('alert-success');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
