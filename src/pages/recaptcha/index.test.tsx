import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES, type Challenge } from '../../shared/captcha';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderPage } from '../../test/render';
import RecaptchaPage from './index';

const CHALLENGE: Challenge = {
  challengeId: 'c1',
  target: 'bus',
  tiles: (['bus', 'car', 'bus', 'tree', 'cat', 'car', 'bus', 'tree', 'crosswalk'] as const).map(
    (object, i) => ({ position: i + 1, object }),
  ),
};

const fetchMock = mockFetch();

/** The JSON bodies the page POSTed to a path, in order. */
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);

function setup(url = '/recaptcha') {
  renderPage(<RecaptchaPage />, url);
  return {
    user: userEvent.setup(),
    checkbox: screen.getByRole('checkbox', { name: "I'm not a robot" }),
    message: screen.getByTestId('validation-message'),
  };
}

describe('RecaptchaPage', () => {
  it('sends the seed and the challenge count n with each challenge', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, CHALLENGE)));
    const { user, checkbox } = setup('/recaptcha?seed=42');
    await user.click(checkbox);
    expect(await screen.findByText('Select all images with a bus.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New challenge' }));
    await user.click(screen.getByRole('button', { name: 'New challenge' }));
    expect(sent('/api/captcha/challenge')).toEqual([
      { seed: 42, n: 1 },
      { seed: 42, n: 2 },
      { seed: 42, n: 3 },
    ]);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'tok123' });
  });

  it('sends no seed without one, and the selected positions to Verify', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, CHALLENGE))
      .mockResolvedValueOnce(jsonResponse(200, { token: 't1' }));
    const { user, checkbox } = setup();
    await user.click(checkbox);
    for (const position of [7, 1, 3]) {
      await user.click(await screen.findByRole('button', { name: `Tile ${position}: bus` }));
    }
    expect(screen.getByRole('button', { name: 'Tile 3: bus' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Tile 2: car' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('✓ Verified')).toBeVisible();
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
    expect(sent('/api/captcha/challenge')).toEqual([{ n: 1 }]);
    expect(sent('/api/captcha/verify')).toEqual([{ challengeId: 'c1', selected: [1, 3, 7] }]);
  });

  it('draws a new grid after a wrong selection', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, CHALLENGE))
      .mockResolvedValueOnce(jsonResponse(400, { message: CAPTCHA_MESSAGES.wrongSelection }))
      .mockResolvedValueOnce(jsonResponse(200, { ...CHALLENGE, challengeId: 'c2', target: 'car' }));
    const { user, checkbox } = setup();
    await user.click(checkbox);
    await user.click(await screen.findByRole('button', { name: 'Tile 1: bus' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Select all images with a car.')).toBeVisible();
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Wrong selection. Try this new challenge.',
    );
    expect(screen.getByRole('button', { name: 'Tile 1: bus' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(checkbox).not.toBeChecked();
  });

  it('takes the old grid away, its place busy, until the new one arrives', async () => {
    let arrive: (response: Response) => void = () => {};
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, CHALLENGE))
      .mockResolvedValueOnce(jsonResponse(400, { message: CAPTCHA_MESSAGES.wrongSelection }))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (arrive = resolve)));
    const { user, checkbox } = setup();
    await user.click(checkbox);
    await user.click(await screen.findByRole('button', { name: 'Tile 1: bus' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Wrong selection. Try this new challenge.')).toBeVisible();
    const busy = screen.getByRole('group', { name: 'Loading a new challenge…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('button', { name: /^Tile / })).toEqual([]);
    arrive(jsonResponse(200, { ...CHALLENGE, challengeId: 'c2', target: 'car' }));
    expect(
      await screen.findByRole('group', { name: 'Select all images with a car.' }),
    ).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('button', { name: /^Tile / })).toHaveLength(9);
  });

  it("shows the server's refusal of a challenge in the widget", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, {
        message: 'Too many requests. Please wait 5 seconds before trying again.',
      }),
    );
    const { user, checkbox } = setup();
    await user.click(checkbox);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Too many requests. Please wait 5 seconds before trying again.',
    );
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('validates a pass once, then resets on the expired answer', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, CHALLENGE))
      .mockResolvedValueOnce(jsonResponse(200, { token: 't1' }))
      .mockResolvedValueOnce(jsonResponse(200, { message: CAPTCHA_MESSAGES.validated }))
      .mockResolvedValueOnce(jsonResponse(400, { message: CAPTCHA_MESSAGES.tokenExpired }));
    const { user, checkbox, message } = setup();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(message).toHaveTextContent('✗ Please complete the CAPTCHA challenge first.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(checkbox);
    for (const position of [1, 3, 7]) {
      await user.click(await screen.findByRole('button', { name: `Tile ${position}: bus` }));
    }
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('✓ Verified');
    const validate = screen.getByRole('button', { name: 'Validate' });
    expect(validate).toHaveFocus();
    await user.click(validate);
    expect(await screen.findByText('✓ Captcha validation successful!')).toHaveClass(
      'alert-success',
    );
    await user.click(validate);
    expect(await screen.findByText('✗ The CAPTCHA expired. Please complete it again.')).toHaveClass(
      'alert-danger',
    );
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeEnabled();
    expect(sent('/api/captcha/validate')).toEqual([{ token: 't1' }, { token: 't1' }]);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(message).toHaveTextContent('');
  });
});
