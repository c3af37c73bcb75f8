import { describe, expect, it } from 'vitest';
import { UNTITLED_VIDEO, videoFramePercent, videoName } from './videoBlock.rules';

describe('video block frame', () => {
  it('keeps a poster’s own ratio when its dimensions are known', () => {
    expect(videoFramePercent({ posterDimensions: { width: 1600, height: 900 }, aspectRatio: 'auto', columns: 1 })).toBe(56.25);
  });

  it('reserves 65 % for Auto without a poster (spec 000 §9)', () => {
    expect(videoFramePercent({ posterDimensions: null, aspectRatio: 'auto', columns: 3 })).toBe(65);
  });

  it('reserves 100 divided by the column count otherwise', () => {
    expect(videoFramePercent({ posterDimensions: null, aspectRatio: 16 / 9, columns: 2 })).toBe(50);
    expect(videoFramePercent({ posterDimensions: { width: 0, height: 0 }, aspectRatio: 1, columns: 4 })).toBe(25);
  });
});

describe('video name', () => {
  it('is the title, trimmed, or "Video"', () => {
    expect(videoName('  Harbour tour ')).toBe('Harbour tour');
    expect(videoName('   ')).toBe(UNTITLED_VIDEO);
    expect(videoName(null)).toBe('Video');
  });
});
