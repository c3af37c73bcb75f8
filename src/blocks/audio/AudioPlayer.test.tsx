import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../primitives/testing/themedRender';
import { createPlaybackStore } from '../../primitives/playback/playback.store';
import { PlaybackStoreContext } from '../../primitives/playback/PlaybackStoreContext';
import { AudioPlayer } from './AudioPlayer';
import { AlbumPlayer } from './AlbumPlayer';
import { createStandInAudioEngine } from './standInAudioEngine';

const TRACK = { url: '/a.wav', title: 'Harbour bells', author: 'The studio', durationMs: null };
const flush = () => act(async () => {});

const button = (name: string) => screen.getByRole('button', { name });
const slider = () => screen.getByRole('slider');
const status = (view: HTMLElement) => view.querySelector('[data-audio-player]')?.getAttribute('data-status');

describe('AudioPlayer', () => {
  it('shows the title and author, its length once the file says, and plays and pauses from one button', async () => {
    const engine = createStandInAudioEngine({ durations: { '/a.wav': 200 } });
    const { view, user } = render(<AudioPlayer track={TRACK} engine={engine} />);
    await flush();
    expect(view.textContent).toContain('Harbour bells');
    expect(view.textContent).toContain('The studio');
    expect(view.textContent).toContain('0:00 / 3:20');
    expect(slider().getAttribute('aria-valuetext')).toBe('0:00 of 3:20');
    expect(status(view)).toBe('idle');
    await user.click(button('Play'));
    await flush();
    expect(status(view)).toBe('playing');
    act(() => engine.advance(65));
    expect(slider().getAttribute('aria-valuetext')).toBe('1:05 of 3:20');
    await user.click(button('Pause'));
    await flush();
    expect(status(view)).toBe('paused');
    expect(engine.calls).toEqual(['load /a.wav', 'unmute', 'play', 'pause']);
  });

  it('seeks by keyboard as an APG slider', async () => {
    const engine = createStandInAudioEngine({ durations: { '/a.wav': 200 } });
    const { user } = render(<AudioPlayer track={TRACK} engine={engine} />);
    await flush();
    slider().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider().getAttribute('aria-valuenow')).toBe('10');
    await user.keyboard('{PageUp}');
    expect(slider().getAttribute('aria-valuetext')).toBe('0:40 of 3:20');
    await user.keyboard('{End}');
    expect(slider().getAttribute('aria-valuenow')).toBe('200');
    await user.keyboard('{Home}');
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    await flush();
    expect(engine.calls).toContain('seek 40');
  });

  it('says the spec’s message when the file cannot be loaded, and tries again from the play button', async () => {
    const engine = createStandInAudioEngine({ missing: ['/a.wav'] });
    const { user } = render(<AudioPlayer track={TRACK} engine={engine} />);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Unable to load. Try again.');
    expect(screen.queryByRole('slider', { hidden: true })).toBeNull();
    await user.click(button('Try again'));
    await flush();
    expect(engine.calls.filter((c) => c === 'load /a.wav')).toHaveLength(2);
  });

  it('mutes with a toggle button and offers the download only when asked', async () => {
    const engine = createStandInAudioEngine();
    const { view, user, rerender } = render(<AudioPlayer track={TRACK} engine={engine} />);
    await flush();
    expect(view.querySelector('a[download]')).toBeNull();
    await user.click(button('Mute'));
    expect(button('Mute').getAttribute('aria-pressed')).toBe('true');
    expect(engine.calls.at(-1)).toBe('mute');
    rerender(<AudioPlayer track={TRACK} engine={engine} showDownload />);
    expect(view.querySelector('a[download]')?.getAttribute('href')).toBe('/a.wav');
  });

  it('plays one at a time: starting a second player pauses the first', async () => {
    const store = createPlaybackStore();
    const first = createStandInAudioEngine();
    const second = createStandInAudioEngine();
    const { view, user } = render(
      <PlaybackStoreContext.Provider value={store}>
        <AudioPlayer track={TRACK} engine={first} />
        <AudioPlayer track={{ ...TRACK, url: '/b.wav', title: 'Tide' }} engine={second} />
      </PlaybackStoreContext.Provider>,
    );
    const plays = () => screen.getAllByRole('button', { name: /^(Play|Pause)$/ });
    await user.click(plays()[0]!);
    await flush();
    await user.click(plays()[1]!);
    await flush();
    expect([...view.querySelectorAll('[data-audio-player]')].map((p) => p.getAttribute('data-status'))).toEqual(['paused', 'playing']);
    expect(first.calls.at(-1)).toBe('pause');
  });
});

describe('AlbumPlayer', () => {
  const tracks = [1, 2, 3].map((n) => ({ url: `/t${n}.wav`, title: `Tide ${n}`, author: null, durationMs: 1000 }));
  const trackButtons = (view: HTMLElement) => [...view.querySelectorAll<HTMLButtonElement>('ol button')];
  const currentTrack = (view: HTMLElement) => trackButtons(view).findIndex((b) => b.getAttribute('aria-current') === 'true');

  it('lists the tracks with their lengths, marks the current one, and plays a picked track', async () => {
    const engine = createStandInAudioEngine({ durations: { '/t1.wav': 1, '/t2.wav': 1, '/t3.wav': 1 } });
    const { view, user } = render(<AlbumPlayer title="Tides" tracks={tracks} engine={engine} />);
    await flush();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Tides');
    expect(trackButtons(view).map((b) => b.textContent)).toEqual(['1Tide 10:01', '2Tide 20:01', '3Tide 30:01']);
    expect(currentTrack(view)).toBe(0);
    await user.click(screen.getByRole('button', { name: /Tide 2/ }));
    await flush();
    expect(currentTrack(view)).toBe(1);
    expect(status(view)).toBe('playing');
    expect(engine.calls.slice(-2)).toEqual(['load /t2.wav', 'play']);
  });

  it('moves on to the next track at the end of each, and stops after the last', async () => {
    const engine = createStandInAudioEngine({ durations: { '/t1.wav': 1, '/t2.wav': 1, '/t3.wav': 1 } });
    const { view, user } = render(<AlbumPlayer tracks={tracks} engine={engine} />);
    await flush();
    await user.click(button('Play'));
    await flush();
    act(() => engine.advance(1));
    await flush();
    expect(currentTrack(view)).toBe(1);
    expect(status(view)).toBe('playing');
    act(() => engine.advance(1));
    await flush();
    act(() => engine.advance(1));
    await flush();
    expect(currentTrack(view)).toBe(2);
    expect(status(view)).toBe('ended');
  });

  it('says how many tracks are past the cap of 60', async () => {
    const { view } = render(<AlbumPlayer tracks={tracks} hiddenTrackCount={5} engine={createStandInAudioEngine()} />);
    await flush();
    expect(view.textContent).toContain('This album shows its first 60 tracks; 5 more tracks are not shown.');
  });
});
