import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialPlayerState, playerReducer, positionAtPointer, seekKeyTarget, wantsPlayback, type PlayerEvent, type PlayerState } from './player.machine';

const run = (state: PlayerState, ...events: PlayerEvent[]) => events.reduce(playerReducer, state);

describe('the player machine', () => {
  it('idle → loading on play, playing when the medium says so, paused on pause, playing again', () => {
    const idle = initialPlayerState(1, 200);
    expect(idle).toMatchObject({ status: 'idle', position: 0, duration: 200 });
    const loading = run(idle, { type: 'play' });
    expect(loading.status).toBe('loading');
    expect(wantsPlayback(loading)).toBe(true);
    expect(run(loading, { type: 'playing' }).status).toBe('playing');
    expect(run(loading, { type: 'playing' }, { type: 'pause' }).status).toBe('paused');
    expect(run(loading, { type: 'playing' }, { type: 'pause' }, { type: 'play' }).status).toBe('loading');
  });

  it('pauses when the medium stops by itself or another medium starts', () => {
    expect(run(initialPlayerState(), { type: 'play' }, { type: 'playing' }, { type: 'paused' }).status).toBe('paused');
    expect(run(initialPlayerState(), { type: 'paused' }).status).toBe('idle');
  });

  it('follows the position, held inside the track', () => {
    const playing = run(initialPlayerState(1, 200), { type: 'play' }, { type: 'playing' });
    expect(run(playing, { type: 'time', position: 65 }).position).toBe(65);
    expect(run(playing, { type: 'time', position: 900 }).position).toBe(200);
    expect(run(initialPlayerState(), { type: 'duration', duration: Number.NaN }).duration).toBeNull();
    expect(run(initialPlayerState(), { type: 'time', position: 12 }, { type: 'duration', duration: 10 })).toMatchObject({ position: 10, duration: 10 });
  });

  it('ends a single track at its end; play after the end starts it again', () => {
    const ended = run(initialPlayerState(1, 2), { type: 'play' }, { type: 'playing' }, { type: 'ended' });
    expect(ended).toMatchObject({ status: 'ended', position: 2 });
    expect(run(ended, { type: 'play' })).toMatchObject({ status: 'loading', position: 0 });
    expect(run(ended, { type: 'seek', position: 1 }).status).toBe('paused');
  });

  it('moves an album on to the next track at the end of each, and ends after the last', () => {
    let state = run(initialPlayerState(3), { type: 'play' }, { type: 'playing' }, { type: 'duration', duration: 2 }, { type: 'ended' });
    expect(state).toMatchObject({ track: 1, status: 'loading', position: 0, duration: null });
    state = run(state, { type: 'playing' }, { type: 'ended' }, { type: 'playing' }, { type: 'ended' });
    expect(state).toMatchObject({ track: 2, status: 'ended' });
  });

  it('plays a picked track from its start; refuses a track that is not there', () => {
    const state = run(initialPlayerState(3), { type: 'select', track: 2 });
    expect(state).toMatchObject({ track: 2, status: 'loading', position: 0 });
    expect(run(state, { type: 'select', track: 3 })).toBe(state);
  });

  it('next and previous keep playing if it played; previous past 3 s starts the track again', () => {
    const playing = run(initialPlayerState(3), { type: 'play' }, { type: 'playing' });
    expect(run(playing, { type: 'next' })).toMatchObject({ track: 1, status: 'loading' });
    expect(run(initialPlayerState(3), { type: 'next' })).toMatchObject({ track: 1, status: 'idle' });
    const second = run(playing, { type: 'next' }, { type: 'playing' }, { type: 'duration', duration: 100 });
    expect(run(second, { type: 'time', position: 10 }, { type: 'previous' })).toMatchObject({ track: 1, position: 0, status: 'playing' });
    expect(run(second, { type: 'time', position: 1 }, { type: 'previous' })).toMatchObject({ track: 0, status: 'loading' });
    const last = run(initialPlayerState(3), { type: 'select', track: 2 });
    expect(run(last, { type: 'next' })).toBe(last);
  });

  it('shows an error until the visitor tries again, which loads the file again', () => {
    const failed = run(initialPlayerState(), { type: 'play' }, { type: 'error' });
    expect(failed.status).toBe('error');
    expect(run(failed, { type: 'time', position: 5 }, { type: 'seek', position: 5 }, { type: 'ended' })).toBe(failed);
    expect(run(failed, { type: 'play' })).toMatchObject({ status: 'loading', attempt: 1 });
  });

  it('mutes and unmutes', () => {
    const muted = run(initialPlayerState(), { type: 'mute', muted: true });
    expect(muted.muted).toBe(true);
    expect(run(muted, { type: 'mute', muted: true })).toBe(muted);
  });

  it('never leaves the track, whatever happens (property)', () => {
    const event = fc.oneof(
      fc.constantFrom<PlayerEvent>(
        { type: 'play' },
        { type: 'pause' },
        { type: 'playing' },
        { type: 'paused' },
        { type: 'ended' },
        { type: 'error' },
        { type: 'next' },
        { type: 'previous' },
      ),
      fc.double({ min: -1000, max: 1000, noNaN: true }).map((position): PlayerEvent => ({ type: 'seek', position })),
      fc.double({ min: -1000, max: 1000, noNaN: true }).map((position): PlayerEvent => ({ type: 'time', position })),
      fc.double({ min: 0, max: 500, noNaN: true }).map((duration): PlayerEvent => ({ type: 'duration', duration })),
      fc.integer({ min: -2, max: 6 }).map((track): PlayerEvent => ({ type: 'select', track })),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(event, { maxLength: 40 }), (count, events) => {
        const state = run(initialPlayerState(count), ...events);
        expect(state.track).toBeGreaterThanOrEqual(0);
        expect(state.track).toBeLessThan(count);
        expect(state.position).toBeGreaterThanOrEqual(0);
        if (state.duration !== null) expect(state.position).toBeLessThanOrEqual(state.duration);
      }),
    );
  });
});

describe('the seek slider keys (APG slider)', () => {
  it('arrows move 5 s, page keys 30 s, Home and End to the ends, held inside the track', () => {
    expect(seekKeyTarget('ArrowRight', 60, 200)).toBe(65);
    expect(seekKeyTarget('ArrowUp', 60, 200)).toBe(65);
    expect(seekKeyTarget('ArrowLeft', 60, 200)).toBe(55);
    expect(seekKeyTarget('ArrowDown', 2, 200)).toBe(0);
    expect(seekKeyTarget('PageUp', 180, 200)).toBe(200);
    expect(seekKeyTarget('PageDown', 60, 200)).toBe(30);
    expect(seekKeyTarget('Home', 60, 200)).toBe(0);
    expect(seekKeyTarget('End', 60, 200)).toBe(200);
  });

  it('does nothing for other keys or while the length is not known', () => {
    expect(seekKeyTarget('a', 60, 200)).toBeNull();
    expect(seekKeyTarget('ArrowRight', 0, null)).toBeNull();
  });

  it('maps a pointer along the track to a position', () => {
    expect(positionAtPointer(150, 100, 200, 200)).toBe(50);
    expect(positionAtPointer(50, 100, 200, 200)).toBe(0);
    expect(positionAtPointer(400, 100, 200, 200)).toBe(200);
    expect(positionAtPointer(150, 100, 0, 200)).toBeNull();
  });
});
