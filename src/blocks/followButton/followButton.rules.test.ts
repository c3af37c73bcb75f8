import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handleOf, readFollowLink } from './followButton.rules';

describe('follow link', () => {
  it('reads the handle of a profile address', () => {
    expect(handleOf('https://x.com/harbourcoffee')).toBe('harbourcoffee');
    expect(handleOf('https://twitter.com/@harbour_co?lang=en')).toBe('harbour_co');
    for (const bad of ['https://x.com/', 'https://x.com/a/status/1', 'javascript:alert(1)', 'x.com/a', 'https://x.com/way_too_long_handle_1'])
      expect(handleOf(bad)).toBeNull();
  });

  it('keeps the markup’s link text, else says Follow @handle', () => {
    expect(readFollowLink({ href: 'https://x.com/harbourcoffee', text: '  Follow\n us ' })).toEqual({
      href: 'https://x.com/harbourcoffee',
      handle: 'harbourcoffee',
      label: 'Follow us',
    });
    expect(readFollowLink({ href: 'https://x.com/harbourcoffee', screenName: '@harbour_co', text: '' })?.label).toBe('Follow @harbour_co');
    expect(readFollowLink({ href: '/about' })).toBeNull();
    expect(readFollowLink({ href: null })).toBeNull();
  });

  it('finds the handle again in any profile address built from it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_]{1,15}$/),
        fc.constantFrom('https://x.com/', 'http://twitter.com/', 'https://www.twitter.com/@'),
        (handle, base) => {
          expect(readFollowLink({ href: `${base}${handle}` })?.handle).toBe(handle);
        },
      ),
    );
  });
});
