import { describe, expect, it } from 'vitest';
import { captionMaxHeight, clickStep, initialLightbox, lightboxReducer, lightboxTitle, type LightboxEvent, type LightboxState } from './lightbox.machine';

const run = (s: LightboxState, ...events: LightboxEvent[]) => events.reduce(lightboxReducer, s);

describe('lightbox machine', () => {
  it('goes hidden -> opening -> visible -> hidden, and stays destroyed', () => {
    const s = initialLightbox(5);
    expect(s.phase).toBe('hidden');
    const opening = run(s, { type: 'open', index: -1 });
    expect(opening).toMatchObject({ phase: 'opening', index: 4 });
    expect(run(opening, { type: 'opened' }).phase).toBe('visible');
    expect(run(opening, { type: 'opened' }, { type: 'close' }).phase).toBe('hidden');
    const destroyed = run(s, { type: 'destroy' });
    expect(run(destroyed, { type: 'open', index: 1 }).phase).toBe('destroyed');
  });

  it('does not open an empty gallery and steps only while opening or visible', () => {
    expect(run(initialLightbox(0), { type: 'open', index: 0 }).phase).toBe('hidden');
    expect(run(initialLightbox(3), { type: 'step', step: 1 }).index).toBe(0);
    expect(run(initialLightbox(3), { type: 'open', index: 0 }, { type: 'step', step: 1 }).index).toBe(1);
    expect(run(initialLightbox(3), { type: 'open', index: 0 }, { type: 'opened' }, { type: 'step', step: -1 }).index).toBe(2);
    expect(run(initialLightbox(3), { type: 'open', index: 0 }, { type: 'close' }, { type: 'step', step: 1 }).index).toBe(0);
  });

  it('throttles arrow keys to one step per 200 ms', () => {
    const visible = run(initialLightbox(10), { type: 'open', index: 0 }, { type: 'opened' });
    const s = run(
      visible,
      { type: 'keyStep', step: 1, now: 1000 },
      { type: 'keyStep', step: 1, now: 1100 },
      { type: 'keyStep', step: 1, now: 1199 },
      { type: 'keyStep', step: 1, now: 1200 },
    );
    expect(s.index).toBe(2);
  });

  it('ignores clicks within 2 % of the screen edges', () => {
    expect([clickStep(10, 1000), clickStep(20, 1000), clickStep(300, 1000), clickStep(700, 1000), clickStep(985, 1000), clickStep(5, 0)]).toEqual([
      0, -1, -1, 1, 0, 0,
    ]);
  });

  it('caps a caption taller than 90 % at 40 %', () => {
    expect(captionMaxHeight(950, 1000)).toBe(400);
    expect(captionMaxHeight(900, 1000)).toBeNull();
  });

  it('titles the lightbox Gallery by default', () => {
    expect([lightboxTitle(null), lightboxTitle('  '), lightboxTitle('Spring')]).toEqual(['Gallery', 'Gallery', 'Spring']);
  });
});
