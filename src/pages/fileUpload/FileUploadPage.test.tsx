import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import FileUploadPage from '.';

const file = (name: string, lastModified = 1) => new File([name], name, { lastModified });

it('accumulates multiple selections without duplicates and Reset clears everything', async () => {
  const user = userEvent.setup();
  renderPage(<FileUploadPage />);
  await user.upload(screen.getByLabelText('Upload a single file'), file('one.pdf'));
  await user.upload(screen.getByLabelText('Upload multiple files'), [file('a.txt'), file('b.txt')]);
  await user.upload(screen.getByLabelText('Upload multiple files'), [file('b.txt'), file('c.txt')]);

  const names = (list: string) =>
    within(screen.getByRole('list', { name: list }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(names('Chosen file')).toEqual(['one.pdf']);
  expect(names('Chosen files')).toEqual(['a.txt', 'b.txt', 'c.txt']);

  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
});
