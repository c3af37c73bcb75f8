import { beforeEach, describe, expect, it } from 'vitest';
import { forgetLoadedRenditions, loadedRenditionOf, rememberLoadedRendition } from './loadedRenditions';

describe('loaded renditions', () => {
  beforeEach(forgetLoadedRenditions);

  it('knows nothing of an image that has not loaded', () => {
    expect(loadedRenditionOf('/lake.jpg')).toBeNull();
  });

  it('keeps the widest rendition loaded for each source', () => {
    rememberLoadedRendition('/lake.jpg', '/lake.jpg?format=500w', 500);
    rememberLoadedRendition('/lake.jpg', '/lake.jpg?format=300w', 300);
    expect(loadedRenditionOf('/lake.jpg')).toEqual({ url: '/lake.jpg?format=500w', width: 500 });
    rememberLoadedRendition('/lake.jpg', '/lake.jpg?format=1000w', 1000);
    expect(loadedRenditionOf('/lake.jpg')).toEqual({ url: '/lake.jpg?format=1000w', width: 1000 });
    expect(loadedRenditionOf('/meadow.jpg')).toBeNull();
  });

  it('ignores a load without a URL or a width (an image that did not decode)', () => {
    rememberLoadedRendition('/lake.jpg', '', 500);
    rememberLoadedRendition('/lake.jpg', '/lake.jpg?format=500w', 0);
    expect(loadedRenditionOf('/lake.jpg')).toBeNull();
  });
});
