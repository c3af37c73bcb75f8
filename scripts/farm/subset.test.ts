import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { farmSubset, reportDirOf, staticDirOf } from './subset.mjs';

describe('farm subsets', () => {
  it('without FARM_SUBSET, the build and the reports are the usual folders', () => {
    expect(farmSubset({})).toBeNull();
    expect(staticDirOf('/repo', {})).toBe(join('/repo', 'storybook-static'));
    expect(reportDirOf('/repo', 'visual', {})).toBe(join('/repo', 'reports', 'visual'));
  });

  it('a named subset gets a build and report folders of its own', () => {
    const env = { FARM_SUBSET: 'chart' };
    expect(staticDirOf('/repo', env)).toBe(join('/repo', 'storybook-static-subsets', 'chart'));
    expect(reportDirOf('/repo', 'a11y', env)).toBe(join('/repo', 'reports', 'subsets', 'chart', 'a11y'));
  });

  it('refuses a name that is not a plain word, since it names folders', () => {
    expect(() => farmSubset({ FARM_SUBSET: '../x' })).toThrow('FARM_SUBSET must be letters, digits and dashes, not "../x"');
  });
});
