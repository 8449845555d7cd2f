import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import AudioInput from '.';

/** A MediaRecorder that hands over one chunk of "audio" when stopped. */
class FakeRecorder {
  static made: FakeRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public stream: MediaStream) {
    FakeRecorder.made.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['\x1a\x45\xdf\xa3'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

function fakeStream() {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

function giveMicrophone(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia) },
  });
}

const toggle = () => screen.getByTestId('record-toggle');

beforeEach(() => {
  FakeRecorder.made = [];
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:recording-${++n}`);
  URL.revokeObjectURL = vi.fn();
  // jsdom has no media playback: pausing does nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function record(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
}

it('records into a list, newest first, numbers never reused, and releases the microphone', async () => {
  const streams = [fakeStream(), fakeStream(), fakeStream()];
  const queue = streams.map((s) => s.stream);
  giveMicrophone(async () => queue.shift()!);
  const user = userEvent.setup();
  renderPage(<AudioInput />);
  expect(toggle()).toHaveTextContent('Start Recording');
  expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('No recordings yet.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(toggle()).toHaveTextContent('Stop Recording');
  expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ audio: true });
  await user.click(toggle());
  expect(streams[0]!.track.stop).toHaveBeenCalledOnce();
  expect(toggle()).toHaveTextContent('Start Recording');
  expect(screen.queryByText('No recordings yet.')).not.toBeInTheDocument();
  expect(screen.getByTestId('download-0')).toHaveAttribute('download', 'Recording 1.webm');
  expect(screen.getByTestId('download-0')).toHaveAttribute('href', 'blob:recording-1');

  await record(user);
  const items = screen.getAllByRole('listitem');
  expect(items.map((li) => li.firstChild?.textContent)).toEqual(['Recording 2', 'Recording 1']);
  expect(within(items[0]!).getByTestId('playpause-0')).toHaveAccessibleName('Play Recording 2');
  expect(within(items[1]!).getByTestId('remove-1')).toHaveAccessibleName('Remove Recording 1');

  await user.click(screen.getByRole('button', { name: 'Remove Recording 2' }));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording-2');
  await record(user);
  expect(screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
    'Recording 3',
    'Recording 1',
  ]);
  expect(screen.getByTestId('download-0')).toHaveAttribute('download', 'Recording 3.webm');
});

it('leaving the page while recording releases the microphone and adds nothing', async () => {
  const { track, stream } = fakeStream();
  giveMicrophone(async () => stream);
  const user = userEvent.setup();
  const { unmount } = renderPage(<AudioInput />);
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  await screen.findByRole('button', { name: 'Stop recording' });
  unmount();
  expect(track.stop).toHaveBeenCalledOnce();
  expect(FakeRecorder.made[0]!.state).toBe('inactive');
});

it('a microphone granted after the page was left is released at once', async () => {
  const { track, stream } = fakeStream();
  let resolve: (s: MediaStream) => void = () => {};
  giveMicrophone(() => new Promise((r) => (resolve = r)));
  const user = userEvent.setup();
  const { unmount } = renderPage(<AudioInput />);
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledOnce();
  unmount();
  await act(async () => resolve(stream));
  expect(track.stop).toHaveBeenCalledOnce();
  expect(FakeRecorder.made).toEqual([]);
});

it('says when the browser has no microphone API', async () => {
  const user = userEvent.setup();
  renderPage(<AudioInput />);
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Microphone not supported by this browser.');
  expect(toggle()).toHaveAttribute('aria-pressed', 'false');
});

it('says when access is refused, and a later success clears it', async () => {
  const { stream } = fakeStream();
  let allow = false;
  giveMicrophone(async () => {
    if (!allow) throw new DOMException('Permission denied', 'NotAllowedError');
    return stream;
  });
  const user = userEvent.setup();
  renderPage(<AudioInput />);
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not access microphone. Please check permissions.',
  );
  expect(screen.getByText('No recordings yet.')).toBeInTheDocument();

  allow = true;
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  await screen.findByRole('button', { name: 'Stop recording' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
