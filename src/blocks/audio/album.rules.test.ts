import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_ALBUM_TRACKS } from '../../platform/constants';
import { albumCapMessage, capAlbumTracks, readAlbumBlock } from './album.rules';

const track = (n: number) => ({ title: `Track ${n}`, url: `/assets/audio/track-${n}.wav`, durationInMs: 2000 });

describe('readAlbumBlock', () => {
  it('reads the title, the artist and the tracks in order, the artist standing in for a track without an author', () => {
    const album = readAlbumBlock({ title: 'Harbour sounds', artist: 'The studio', tracks: [track(1), { ...track(2), author: 'Guest' }] });
    expect(album).toEqual({
      title: 'Harbour sounds',
      artist: 'The studio',
      tracks: [
        { url: '/assets/audio/track-1.wav', title: 'Track 1', author: 'The studio', durationMs: 2000 },
        { url: '/assets/audio/track-2.wav', title: 'Track 2', author: 'Guest', durationMs: 2000 },
      ],
      hiddenTrackCount: 0,
      skippedTrackCount: 0,
      design: 'minimal',
    });
  });

  it('takes one track per embed when the JSON has no list, and a duration in seconds', () => {
    const album = readAlbumBlock({}, [
      { 'data-url': '/a.wav', 'data-title': 'A', 'data-duration-in-ms': '1500' },
      { 'data-url': '/b.wav', 'data-title': 'B' },
    ]);
    expect(album.tracks.map((t) => [t.title, t.durationMs])).toEqual([
      ['A', 1500],
      ['B', null],
    ]);
    expect(readAlbumBlock({ tracks: [{ url: '/c.wav', duration: 4 }] }).tracks[0]?.durationMs).toBe(4000);
  });

  it('leaves out entries with no address a player can load and counts them', () => {
    const album = readAlbumBlock({ tracks: [track(1), { title: 'No file' }, null, { url: 'javascript:x' }] });
    expect(album.tracks.map((t) => t.title)).toEqual(['Track 1']);
    expect(album.skippedTrackCount).toBe(3);
  });

  it('shows the first 60 tracks and counts the rest, with a message that says so', () => {
    const album = readAlbumBlock({ tracks: Array.from({ length: 72 }, (_, i) => track(i + 1)) });
    expect(album.tracks).toHaveLength(MAX_ALBUM_TRACKS);
    expect(album.tracks.at(-1)?.title).toBe('Track 60');
    expect(album.hiddenTrackCount).toBe(12);
    expect(albumCapMessage(12)).toBe('This album shows its first 60 tracks; 12 more tracks are not shown.');
    expect(albumCapMessage(1)).toBe('This album shows its first 60 tracks; 1 more track is not shown.');
  });

  it('never shows more than 60 and loses none it does not count (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 200 }), (list) => {
        const capped = capAlbumTracks(list);
        expect(capped.tracks.length).toBeLessThanOrEqual(MAX_ALBUM_TRACKS);
        expect(capped.tracks.length + capped.hiddenTrackCount).toBe(list.length);
        expect(capped.tracks).toEqual(list.slice(0, capped.tracks.length));
      }),
    );
  });

  it('refuses settings that are not an object and tracks that are not a list', () => {
    expect(() => readAlbumBlock([])).toThrow('album block: settings must be an object');
    expect(() => readAlbumBlock({ tracks: 'x' })).toThrow('album block: tracks must be a list');
  });
});
