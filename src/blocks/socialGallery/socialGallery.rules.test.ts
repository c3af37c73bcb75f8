import { describe, expect, it } from 'vitest';
import { SOCIAL_GALLERY_DEFAULTS, readSocialGallerySettings, socialGalleryColumns, socialPlaceholderCount } from './socialGallery.rules';

describe('social gallery settings', () => {
  it('reads images to a row and the page size, capped at 8 to a row', () => {
    expect(readSocialGallerySettings({ itemsPerRow: '3', pageSize: 6 })).toEqual({ itemsPerRow: 3, pageSize: 6 });
    expect(readSocialGallerySettings({ itemsPerRow: 20 }).itemsPerRow).toBe(8);
  });

  it('applies the defaults for absent, null or unusable values', () => {
    expect(readSocialGallerySettings({})).toEqual(SOCIAL_GALLERY_DEFAULTS);
    expect(readSocialGallerySettings({ itemsPerRow: null, pageSize: -2 })).toEqual(SOCIAL_GALLERY_DEFAULTS);
    expect(readSocialGallerySettings({ itemsPerRow: 2.5, pageSize: 'many' })).toEqual(SOCIAL_GALLERY_DEFAULTS);
  });

  it('shows fewer to a row in narrow containers, and keeps the setting before measuring', () => {
    expect(socialGalleryColumns(4, 1000)).toBe(4);
    expect(socialGalleryColumns(4, 600)).toBe(3);
    expect(socialGalleryColumns(4, 300)).toBe(2);
    expect(socialGalleryColumns(4, 0)).toBe(4);
  });

  it('stands in for the page size, at least one and at most twelve', () => {
    expect([0, 8, 50].map(socialPlaceholderCount)).toEqual([1, 8, 12]);
  });
});
