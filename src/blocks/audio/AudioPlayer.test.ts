// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpReactTestHost } from '../../primitives/testing/reactTestHost';
import { createPlaybackStore } from '../../primitives/playback/playback.store';
import { PlaybackStoreContext } from '../../primitives/playback/PlaybackStoreContext';
import { AudioPlayer } from './AudioPlayer';
import { AlbumPlayer } from './AlbumPlayer';
import { createStandInAudioEngine } from './standInAudioEngine';

const view = setUpReactTestHost();
const TRACK = { url: '/a.wav', title: 'Harbour bells', author: 'The studio', durationMs: null };
const flush = () => act(async () => {});

const button = (name: string) => view.host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const slider = () => view.host.querySelector<HTMLElement>('[role="slider"]')!;
const status = () => view.host.querySelector('[data-audio-player]')?.getAttribute('data-status');
const key = (el: HTMLElement, k: string) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));

describe('AudioPlayer', () => {
  it('shows the title and author, its length once the file says, and plays and pauses from one button', async () => {
    const engine = createStandInAudioEngine({ durations: { '/a.wav': 200 } });
    view.render(createElement(AudioPlayer, { track: TRACK, engine }));
    await flush();
    expect(view.host.textContent).toContain('Harbour bells');
    expect(view.host.textContent).toContain('The studio');
    expect(view.host.textContent).toContain('0:00 / 3:20');
    expect(slider().getAttribute('aria-valuetext')).toBe('0:00 of 3:20');
    expect(status()).toBe('idle');
    act(() => button('Play')!.click());
    await flush();
    expect(status()).toBe('playing');
    act(() => engine.advance(65));
    expect(slider().getAttribute('aria-valuetext')).toBe('1:05 of 3:20');
    act(() => button('Pause')!.click());
    await flush();
    expect(status()).toBe('paused');
    expect(engine.calls).toEqual(['load /a.wav', 'unmute', 'play', 'pause']);
  });

  it('seeks by keyboard as an APG slider', async () => {
    const engine = createStandInAudioEngine({ durations: { '/a.wav': 200 } });
    view.render(createElement(AudioPlayer, { track: TRACK, engine }));
    await flush();
    key(slider(), 'ArrowRight');
    key(slider(), 'ArrowRight');
    expect(slider().getAttribute('aria-valuenow')).toBe('10');
    key(slider(), 'PageUp');
    expect(slider().getAttribute('aria-valuetext')).toBe('0:40 of 3:20');
    key(slider(), 'End');
    expect(slider().getAttribute('aria-valuenow')).toBe('200');
    key(slider(), 'Home');
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    await flush();
    expect(engine.calls).toContain('seek 40');
  });

  it('says the spec’s message when the file cannot be loaded, and tries again from the play button', async () => {
    const engine = createStandInAudioEngine({ missing: ['/a.wav'] });
    view.render(createElement(AudioPlayer, { track: TRACK, engine }));
    await flush();
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('Unable to load. Try again.');
    expect(view.host.querySelector('[role="slider"]')).toBeNull();
    act(() => button('Try again')!.click());
    await flush();
    expect(engine.calls.filter((c) => c === 'load /a.wav')).toHaveLength(2);
  });

  it('mutes with a toggle button and offers the download only when asked', async () => {
    const engine = createStandInAudioEngine();
    view.render(createElement(AudioPlayer, { track: TRACK, engine }));
    await flush();
    expect(view.host.querySelector('a[download]')).toBeNull();
    act(() => button('Mute')!.click());
    expect(button('Mute')!.getAttribute('aria-pressed')).toBe('true');
    expect(engine.calls.at(-1)).toBe('mute');
    view.render(createElement(AudioPlayer, { track: TRACK, engine, showDownload: true }));
    expect(view.host.querySelector('a[download]')?.getAttribute('href')).toBe('/a.wav');
  });

  it('plays one at a time: starting a second player pauses the first', async () => {
    const store = createPlaybackStore();
    const first = createStandInAudioEngine();
    const second = createStandInAudioEngine();
    view.render(
      createElement(
        PlaybackStoreContext.Provider,
        { value: store },
        createElement(AudioPlayer, { track: TRACK, engine: first }),
        createElement(AudioPlayer, { track: { ...TRACK, url: '/b.wav', title: 'Tide' }, engine: second }),
      ),
    );
    const plays = () => [...view.host.querySelectorAll<HTMLButtonElement>('button[aria-label="Play"], button[aria-label="Pause"]')];
    act(() => plays()[0]!.click());
    await flush();
    act(() => plays()[1]!.click());
    await flush();
    expect([...view.host.querySelectorAll('[data-audio-player]')].map((p) => p.getAttribute('data-status'))).toEqual(['paused', 'playing']);
    expect(first.calls.at(-1)).toBe('pause');
  });
});

describe('AlbumPlayer', () => {
  const tracks = [1, 2, 3].map((n) => ({ url: `/t${n}.wav`, title: `Tide ${n}`, author: null, durationMs: 1000 }));
  const trackButtons = () => [...view.host.querySelectorAll<HTMLButtonElement>('ol button')];
  const currentTrack = () => trackButtons().findIndex((b) => b.getAttribute('aria-current') === 'true');

  it('lists the tracks with their lengths, marks the current one, and plays a picked track', async () => {
    const engine = createStandInAudioEngine({ durations: { '/t1.wav': 1, '/t2.wav': 1, '/t3.wav': 1 } });
    view.render(createElement(AlbumPlayer, { title: 'Tides', tracks, engine }));
    await flush();
    expect(view.host.querySelector('h3')?.textContent).toBe('Tides');
    expect(trackButtons().map((b) => b.textContent)).toEqual(['1Tide 10:01', '2Tide 20:01', '3Tide 30:01']);
    expect(currentTrack()).toBe(0);
    act(() => trackButtons()[1]!.click());
    await flush();
    expect(currentTrack()).toBe(1);
    expect(status()).toBe('playing');
    expect(engine.calls.slice(-2)).toEqual(['load /t2.wav', 'play']);
  });

  it('moves on to the next track at the end of each, and stops after the last', async () => {
    const engine = createStandInAudioEngine({ durations: { '/t1.wav': 1, '/t2.wav': 1, '/t3.wav': 1 } });
    view.render(createElement(AlbumPlayer, { tracks, engine }));
    await flush();
    act(() => button('Play')!.click());
    await flush();
    act(() => engine.advance(1));
    await flush();
    expect(currentTrack()).toBe(1);
    expect(status()).toBe('playing');
    act(() => engine.advance(1));
    await flush();
    act(() => engine.advance(1));
    await flush();
    expect(currentTrack()).toBe(2);
    expect(status()).toBe('ended');
  });

  it('says how many tracks are past the cap of 60', async () => {
    view.render(createElement(AlbumPlayer, { tracks, hiddenTrackCount: 5, engine: createStandInAudioEngine() }));
    await flush();
    expect(view.host.textContent).toContain('This album shows its first 60 tracks; 5 more tracks are not shown.');
  });
});
