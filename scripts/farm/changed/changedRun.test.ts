import { describe, expect, it } from 'vitest';
import { parseChangedArgs, wantsChanged } from './changedRun.mjs';

describe('--changed arguments', () => {
  it('takes the word after --changed as the base, or none', () => {
    expect(parseChangedArgs(['--changed', 'origin/main', '--grep', 'Chart'])).toEqual({ base: 'origin/main', rest: ['--grep', 'Chart'], build: false });
    expect(parseChangedArgs(['--changed', '--update'])).toEqual({ base: null, rest: ['--update'], build: false });
    expect(parseChangedArgs(['--changed=HEAD~3'])).toEqual({ base: 'HEAD~3', rest: [], build: false });
  });

  it('keeps --build for its own build, not the farm', () => {
    expect(parseChangedArgs(['--build', '--changed', '--shard=1/2'])).toEqual({ base: null, rest: ['--shard=1/2'], build: true });
  });

  it('is asked for only by --changed', () => {
    expect(wantsChanged(['--changed=HEAD'])).toBe(true);
    expect(wantsChanged(['--grep', 'changed'])).toBe(false);
  });
});
