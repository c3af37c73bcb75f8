// @vitest-environment happy-dom
/**
 * The audio and album chunks on server markup: the player a visitor sees after the mount,
 * the server markup back after the unmount, and blocks the readers refuse thrown (the
 * mounter logs them with the block).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { blockJson as json, mountJob } from '../testing/mountJob.fixture';

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.restoreAllMocks();
});

const EMBED = `<div class="sqs-audio-embed" data-url="/assets/audio/harbour-bells.wav" data-title="Harbour bells" data-author="The studio" data-show-download="true" data-duration-in-ms="200000"></div>`;

describe('audio mount chunks', () => {
  it('an audio block shows its player (title, Play, the seek slider, download) in place of the embed; unmount gives it back', async () => {
    document.body.innerHTML = `<div class="sqs-block audio-block" id="block-audio" data-block-type="" data-block-json="">
      <div class="sqs-block-content">${EMBED}<noscript><p><a href="/assets/audio/harbour-bells.wav">Harbour bells (WAV)</a></p></noscript></div></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const player = document.querySelector<HTMLElement>('.runtime-audio [data-audio-player]')!;
    expect(player.getAttribute('aria-label')).toBe('Audio: Harbour bells');
    expect(player.querySelector('button[aria-label="Play"]')).not.toBeNull();
    expect(player.querySelector('[role="slider"]')?.getAttribute('aria-valuetext')).toBe('0:00 of 3:20');
    expect(player.querySelector('a[download]')?.getAttribute('href')).toBe('/assets/audio/harbour-bells.wav');
    expect(document.querySelector<HTMLElement>('.sqs-audio-embed')?.hidden).toBe(true);
    unmount();
    expect(document.querySelector('.runtime-audio')).toBeNull();
    expect(document.querySelector<HTMLElement>('.sqs-audio-embed')?.hidden).toBe(false);
  });

  it('an audio block with no file a player can load throws, and nothing is hidden', async () => {
    document.body.innerHTML = `<div class="sqs-block audio-block" id="block-audio" data-block-type="" data-block-json=""><div class="sqs-block-content"><p>kept</p></div></div>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow('audio block: no track address');
    expect(document.querySelector<HTMLElement>('p')?.hidden).toBe(false);
  });

  it('an album lists its tracks with the first current, and warns of tracks it left out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tracks = [{ title: 'Low tide', url: '/t1.wav', durationInMs: 1000 }, { title: 'Broken' }, { title: 'High tide', url: '/t3.wav' }];
    document.body.innerHTML = `<div class="sqs-block album-block" id="block-album" data-block-type="" data-block-json="${json({ title: 'Tides', tracks })}">
      <div class="sqs-block-content"><ol class="server-list"><li>Low tide</li></ol></div></div>`;
    const unmount = await mountJob(scanPage(document).jobs[0]);
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.runtime-album ol button'));
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-current')])).toEqual([
      ['1Low tide0:01', 'true'],
      ['2High tide', null],
    ]);
    expect(document.querySelector('.runtime-album h3')?.textContent).toBe('Tides');
    expect(warn).toHaveBeenCalledWith('Album block-album: 1 track(s) left out, with no address a player can load');
    unmount();
    expect(document.querySelector<HTMLElement>('.server-list')?.hidden).toBe(false);
  });

  it('an album with no track a player can load throws', async () => {
    document.body.innerHTML = `<div class="sqs-block album-block" id="block-album" data-block-type="" data-block-json="${json({ tracks: [] })}"></div>`;
    await expect(mountJob(scanPage(document).jobs[0])).rejects.toThrow('album block: no track a player can load');
  });
});
