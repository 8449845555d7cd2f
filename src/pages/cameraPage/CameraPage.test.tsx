import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import CameraPage from '.';

function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

function giveCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia) },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

it('turns on and off, stopping the tracks, and stops them when the page is left', async () => {
  const first = fakeStream();
  const second = fakeStream();
  const streams = [first.stream, second.stream];
  giveCamera(async () => streams.shift()!);
  const user = userEvent.setup();
  const { unmount } = renderPage(<CameraPage />);
  expect(screen.getByText('Camera is currently off')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Turn On Camera' }));
  expect(await screen.findByRole('button', { name: 'Turn Off Camera' })).toBeInTheDocument();
  expect(screen.getByLabelText('Live camera picture')).toBeInTheDocument();
  expect(screen.queryByText('Camera is currently off')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Turn Off Camera' }));
  expect(first.track.stop).toHaveBeenCalledOnce();
  expect(screen.queryByLabelText('Live camera picture')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Turn On Camera' }));
  await screen.findByRole('button', { name: 'Turn Off Camera' });
  unmount();
  expect(second.track.stop).toHaveBeenCalledOnce();
});

it('stays off with the reason when access fails, and a later success clears it', async () => {
  const { stream } = fakeStream();
  let allow = false;
  giveCamera(async () => {
    if (!allow) throw new DOMException('Permission denied', 'NotAllowedError');
    return stream;
  });
  const user = userEvent.setup();
  renderPage(<CameraPage />);
  await user.click(screen.getByRole('button', { name: 'Turn On Camera' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error accessing camera: Permission denied',
  );
  expect(screen.queryByText('Camera is currently off')).not.toBeInTheDocument();

  allow = true;
  await user.click(screen.getByRole('button', { name: 'Turn On Camera' }));
  await screen.findByRole('button', { name: 'Turn Off Camera' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a stream that arrives after the page was left is stopped at once', async () => {
  const { track, stream } = fakeStream();
  let resolve: (s: MediaStream) => void = () => {};
  giveCamera(() => new Promise((r) => (resolve = r)));
  const user = userEvent.setup();
  const { unmount } = renderPage(<CameraPage />);
  await user.click(screen.getByRole('button', { name: 'Turn On Camera' }));
  unmount();
  resolve(stream);
  await vi.waitFor(() => expect(track.stop).toHaveBeenCalledOnce());
});
