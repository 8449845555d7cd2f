import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import ClickEventPage from '.';

it('ignores a dispatched click and stays blue', () => {
  renderPage(<ClickEventPage />);
  const button = screen.getByRole('button', { name: 'Button that ignores script clicks' });
  fireEvent.click(button);
  expect(screen.getByRole('status')).toHaveTextContent('Ignored a click dispatched by a script.');
  expect(button).toHaveClass('btn-primary');
  expect(button).not.toHaveClass('btn-success');
});
