import { describe, expect, it } from 'vitest';
import { playableUrl, readAudioBlock, titleFromUrl } from './audioTrack.rules';

const EMBED = {
  class: 'sqs-audio-embed',
  'data-url': 'https://static.example/t/1/Harbour+Bells.mp3/original/Harbour+Bells.mp3',
  'data-title': 'Harbour bells',
  'data-author': 'The studio',
  'data-show-download': 'false',
  'data-design-style': 'minimal',
  'data-duration-in-ms': '200000',
};

describe('readAudioBlock', () => {
  it('reads the embed the platform renders: address, title, author, download, design, stated length', () => {
    expect(readAudioBlock({}, EMBED)).toEqual({
      track: { url: EMBED['data-url'], title: 'Harbour bells', author: 'The studio', durationMs: 200000 },
      showDownload: false,
      design: 'minimal',
    });
  });

  it('takes what the embed leaves out from the JSON, the embed winning', () => {
    const data = readAudioBlock(
      { audioAssetUrl: '/assets/audio/other.wav', title: 'JSON title', artist: 'JSON artist', showDownload: true, design: 'legacy', durationInMs: 3000 },
      { 'data-url': '/assets/audio/tone-a.wav', 'data-title': '  ' },
    );
    expect(data).toEqual({
      track: { url: '/assets/audio/tone-a.wav', title: 'JSON title', author: 'JSON artist', durationMs: 3000 },
      showDownload: true,
      design: 'legacy',
    });
  });

  it('defaults: no download, the minimal design, no author, no stated length, a title from the file name', () => {
    expect(readAudioBlock({ url: '/assets/audio/tone_a.wav', design: 'fancy', durationInMs: -4 })).toEqual({
      track: { url: '/assets/audio/tone_a.wav', title: 'tone a', author: null, durationMs: null },
      showDownload: false,
      design: 'minimal',
    });
  });

  it('refuses settings that are not an object and a block with no address a player can load', () => {
    expect(() => readAudioBlock(null)).toThrow('audio block: settings must be an object');
    expect(() => readAudioBlock({ title: 'No file' })).toThrow('audio block: no track address');
    expect(() => readAudioBlock({}, { 'data-url': 'javascript:alert(1)' })).toThrow('audio block: no track address');
  });
});

describe('track addresses and titles', () => {
  it('lets http(s) and paths on this site through, nothing else', () => {
    expect(playableUrl(' https://a.example/x.mp3 ')).toBe('https://a.example/x.mp3');
    expect(playableUrl('/s/episode.mp3')).toBe('/s/episode.mp3');
    expect([playableUrl('data:audio/wav;base64,AAA'), playableUrl('ftp://a/x.mp3'), playableUrl('x.mp3'), playableUrl(null)]).toEqual([null, null, null, null]);
  });

  it('makes a title of the file name when the track has none', () => {
    expect(titleFromUrl('https://static.example/t/1/Lee+Bolton+10-16-22.mp3/original/Lee+Bolton+10-16-22.mp3')).toBe('Lee Bolton 10-16-22');
    expect(titleFromUrl('/assets/audio/Morning%20Tide.ogg?v=2')).toBe('Morning Tide');
    expect(titleFromUrl('https://static.example/')).toBe('Untitled track');
  });
});
