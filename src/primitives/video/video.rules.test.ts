import { describe, expect, it } from 'vitest';
import {
  VIDEO_MESSAGES,
  checkEmbed,
  detectProvider,
  embedSource,
  embedType,
  keepsPlayerUnderPoster,
  playerCommand,
  playerUrl,
  readVideoMode,
} from './videoEmbed.rules';
import { initialVideoSlide, videoSlideReducer } from './videoPlayback.machine';

describe('video embeds', () => {
  it('detects the four providers from URLs and markup', () => {
    expect(detectProvider('https://vimeo.com/76979871')).toBe('Vimeo');
    expect(detectProvider('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe('Vimeo');
    expect(detectProvider('https://youtu.be/abc')).toBe('YouTube');
    expect(detectProvider('<iframe src="//www.youtube.com/embed/abc"></iframe>')).toBe('YouTube');
    expect(detectProvider('https://fast.wistia.net/embed/iframe/x')).toBe('Wistia');
    expect(detectProvider('https://animoto.com/play/x')).toBe('Animoto');
    expect(detectProvider('https://example.com/v.mp4')).toBeNull();
    expect(detectProvider('not a url')).toBeNull();
    expect(detectProvider('https://notvimeo.com.evil.test/x')).toBeNull();
  });

  it('tells iframe, object and invalid markup apart', () => {
    expect([embedType('<iframe src="x">'), embedType('<object data="x">'), embedType('<embed src="x">'), embedType('<div>'), embedType(null)]).toEqual([
      'iframe',
      'object',
      'object',
      'invalid',
      'invalid',
    ]);
  });

  it('accepts only the spec video modes', () => {
    expect([readVideoMode('none'), readVideoMode('fit'), readVideoMode('fill'), readVideoMode(null), readVideoMode(undefined)]).toEqual([
      'none',
      'fit',
      'fill',
      null,
      null,
    ]);
    expect(() => readVideoMode('cover')).toThrow('Video mode must be none, fit, fill or null, not cover');
  });

  it('gives the spec messages for unusable embeds', () => {
    expect(checkEmbed({ markup: '<p>nothing</p>' })).toEqual({ ok: false, message: 'Invalid video embed' });
    expect(checkEmbed({ markup: '', customFeaturedImage: true })).toEqual({ ok: false, message: VIDEO_MESSAGES.customFeaturedImage });
    expect(checkEmbed({ markup: '<iframe src="https://player.vimeo.com/video/1">', vimeoBasic: true })).toEqual({
      ok: false,
      message: VIDEO_MESSAGES.vimeoBasic,
    });
    expect(checkEmbed({ markup: '<iframe src="https://www.youtube.com/embed/1">' })).toEqual({ ok: true, message: null });
  });
});

describe('video playback', () => {
  it('shows the video on activation unless inactive, and reloads on a mode change', () => {
    expect(videoSlideReducer(initialVideoSlide(), { type: 'activate' }).phase).toBe('showing-video');
    expect(videoSlideReducer(initialVideoSlide(true), { type: 'activate' }).phase).toBe('overlay');
    const playing = videoSlideReducer(initialVideoSlide(), { type: 'activate' });
    expect(videoSlideReducer(playing, { type: 'setInactive', inactive: true }).phase).toBe('overlay');
    expect(videoSlideReducer(playing, { type: 'setMode', mode: 'fill' }).reloadKey).toBe(1);
    expect(videoSlideReducer(playing, { type: 'setMode', mode: null }).reloadKey).toBe(0);
  });

  it('keeps the player once shown while the overlay is back, and drops it when a mode change would reload it unseen', () => {
    expect(initialVideoSlide().player).toBe(false);
    expect(videoSlideReducer(initialVideoSlide(true), { type: 'activate' }).player).toBe(false);
    const playing = videoSlideReducer(initialVideoSlide(), { type: 'activate' });
    expect(playing.player).toBe(true);
    const stopped = videoSlideReducer(playing, { type: 'stop' });
    expect(stopped).toMatchObject({ phase: 'overlay', player: true });
    expect(videoSlideReducer(playing, { type: 'setInactive', inactive: true })).toMatchObject({ phase: 'overlay', player: true });
    expect(videoSlideReducer(stopped, { type: 'setMode', mode: 'fit' })).toMatchObject({ reloadKey: 1, player: false });
    expect(videoSlideReducer(playing, { type: 'setMode', mode: 'fit' })).toMatchObject({ reloadKey: 1, player: true });
  });
});

describe('the player a video slide loads', () => {
  it('keeps only the address of iframe and object markup', () => {
    expect(embedSource('<iframe width="640" src="https://player.vimeo.com/video/1?h=2&amp;x=3" allowfullscreen></iframe>')).toEqual({
      kind: 'iframe',
      url: 'https://player.vimeo.com/video/1?h=2&x=3',
    });
    expect(embedSource('<object data="//fast.wistia.net/embed/iframe/x"></object>')).toEqual({ kind: 'object', url: '//fast.wistia.net/embed/iframe/x' });
    expect(embedSource('<embed src="assets/video/player.html">')).toEqual({ kind: 'object', url: 'assets/video/player.html' });
  });

  it('refuses markup without a usable address', () => {
    expect(embedSource('<iframe></iframe>')).toBeNull();
    expect(embedSource('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(embedSource('<iframe src=" data:text/html,x"></iframe>')).toBeNull();
    expect(embedSource('<p>hello</p>')).toBeNull();
    expect(embedSource(null)).toBeNull();
  });

  it('asks each provider to start at once, keeping the address form', () => {
    expect(playerUrl('https://www.youtube.com/embed/abc?rel=0', 'YouTube')).toBe('https://www.youtube.com/embed/abc?rel=0&autoplay=1&enablejsapi=1');
    expect(playerUrl('https://player.vimeo.com/video/1', 'Vimeo')).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(playerUrl('//fast.wistia.net/embed/iframe/x', 'Wistia')).toBe('//fast.wistia.net/embed/iframe/x?autoPlay=true');
    expect(playerUrl('assets/video/player.html?title=Harbour', null)).toBe('assets/video/player.html?title=Harbour&autoplay=1');
    expect(playerUrl('/assets/video/player.html', null)).toBe('/assets/video/player.html?autoplay=1');
  });

  it('sends play and pause in the YouTube and Vimeo message formats only', () => {
    expect(JSON.parse(playerCommand('YouTube', 'pause')!)).toEqual({ event: 'command', func: 'pauseVideo', args: [] });
    expect(JSON.parse(playerCommand('YouTube', 'play')!)).toEqual({ event: 'command', func: 'playVideo', args: [] });
    expect(JSON.parse(playerCommand('Vimeo', 'play')!)).toEqual({ method: 'play' });
    expect([playerCommand('Wistia', 'play'), playerCommand('Animoto', 'pause'), playerCommand(null, 'play')]).toEqual([null, null, null]);
  });

  it('keeps a stopped player under the poster only once loaded and only for a provider that takes the pause command', () => {
    expect([keepsPlayerUnderPoster(true, 'YouTube'), keepsPlayerUnderPoster(true, 'Vimeo')]).toEqual([true, true]);
    // never loaded (the visitor has not pressed play since the last reload): nothing to keep
    expect([keepsPlayerUnderPoster(false, 'YouTube'), keepsPlayerUnderPoster(false, 'Vimeo')]).toEqual([false, false]);
    // no pause command: unloading is what stops it
    expect([keepsPlayerUnderPoster(true, 'Wistia'), keepsPlayerUnderPoster(true, 'Animoto'), keepsPlayerUnderPoster(true, null)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
