import { describe, expect, it } from 'vitest';
import { baselineName, globalsFor, orphanBaselines, planCaptures } from './captureList.mjs';
import { allModes, modesParameter } from '../.storybook/modes';
import { visualParameters } from '../.storybook/visual';

const story = (id: string, parameters: { chromatic?: { modes?: object; disableSnapshot?: boolean }; visual?: object } = {}) => ({
  id,
  title: 'T',
  name: id,
  chromaticModes: (parameters.chromatic?.modes ?? modesParameter()) as never,
  chromaticDisabled: !!parameters.chromatic?.disableSnapshot,
  visual: (parameters.visual ?? {}) as never,
});

describe('planCaptures', () => {
  it('captures every story in the default modes, mode-major', () => {
    const { captures, problems } = planCaptures([story('b'), story('a')]);
    expect(problems).toEqual([]);
    expect(captures.map((c) => `${c.modeName}:${c.storyId}`)).toEqual(['desktop:a', 'desktop:b', 'mobile:a', 'mobile:b', 'dark:a', 'dark:b']);
    expect(captures[0]!.baseline).toBe('a--desktop.png');
  });

  it('honours a subset of modes and a wait selector from visualParameters', () => {
    const { captures } = planCaptures([story('x', visualParameters({ modes: ['mobile', 'reduced-motion'], waitFor: '[data-ready]' }))]);
    expect(captures.map((c) => c.modeName)).toEqual(['mobile', 'reduced-motion']);
    expect(captures.every((c) => c.waitFor === '[data-ready]')).toBe(true);
  });

  it('marks overlay stories for a viewport capture', () => {
    const { captures } = planCaptures([story('overlay', visualParameters({ viewport: true, modes: ['desktop'] }))]);
    expect(captures.map((c) => [c.modeName, c.viewport])).toEqual([['desktop', true]]);
  });

  it('leaves out a disabled story with its reason, and refuses a disable without one', () => {
    const { captures, disabled, problems } = planCaptures([
      story('off', visualParameters({ disable: 'Plays live video, covered by the poster story' })),
      story('silent', { chromatic: { disableSnapshot: true } }),
    ]);
    expect(captures).toEqual([]);
    expect(disabled).toEqual([{ storyId: 'off', reason: 'Plays live video, covered by the poster story' }]);
    expect(problems).toEqual([expect.stringContaining('silent: snapshots are disabled without a reason')]);
    expect(() => visualParameters({ disable: 'no' })).toThrow('a written reason');
  });

  it('reports a story left with no mode', () => {
    const none = { desktop: { ...allModes.desktop, disable: true } };
    expect(planCaptures([story('n', { chromatic: { modes: none } })]).problems).toEqual(['n: no mode to capture it in']);
  });
});

describe('helpers', () => {
  it('maps modes to globals and names baselines', () => {
    expect(globalsFor(allModes.dark)).toEqual({ theme: 'dark', reducedMotion: 'system' });
    expect(globalsFor(allModes['reduced-motion'])).toEqual({ theme: 'light', reducedMotion: 'reduce' });
    expect(baselineName('a-b--c', 'mobile')).toBe('a-b--c--mobile.png');
  });

  it('finds baselines no capture uses', () => {
    const { captures } = planCaptures([story('a')]);
    expect(orphanBaselines(['a--desktop.png', 'gone--desktop.png', 'notes.txt'], captures)).toEqual(['gone--desktop.png']);
  });
});
