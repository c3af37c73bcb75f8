import { describe, expect, it, vi } from 'vitest';
import { createPlaybackStore, startExclusive } from './playback.store';

describe('the page playback store', () => {
  it('one at a time: starting an id stops every other', () => {
    expect(startExclusive(new Set(['a', 'b']), 'c')).toEqual({ playing: new Set(['c']), stop: ['a', 'b'] });
    expect(startExclusive(new Set(['c']), 'c').stop).toEqual([]);
  });

  it('plays one video at a time: starting one stops the other', () => {
    const store = createPlaybackStore();
    expect(store.playing()).toBeNull();
    store.start('a');
    expect(store.playing()).toBe('a');
    store.start('b');
    expect(store.playing()).toBe('b');
  });

  it('stops only the video that is playing', () => {
    const store = createPlaybackStore();
    store.start('a');
    store.stop('b');
    expect(store.playing()).toBe('a');
    store.stop('a');
    expect(store.playing()).toBeNull();
  });

  it('tells subscribers of changes only, until they unsubscribe', () => {
    const store = createPlaybackStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.start('a');
    store.start('a');
    store.stop('z');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.stop('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
