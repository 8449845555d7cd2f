import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import FileDownloadPage from '.';

it('each button downloads its sample through a download link', async () => {
  const clicked: HTMLAnchorElement[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  renderPage(<FileDownloadPage />);
  expect(screen.getAllByRole('button')).toHaveLength(14);
  await userEvent.click(screen.getByRole('button', { name: 'Download ODS File' }));
  expect(clicked).toHaveLength(1);
  expect(clicked[0]!.download).toBe('sample.ods');
  expect(clicked[0]!.getAttribute('href')).toBe('/samples/sample.ods');
  click.mockRestore();
});
