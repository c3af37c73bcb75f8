import { describe, expect, it } from 'vitest';
import { focusRing } from './focusRing';

describe('focusRing', () => {
  it('draws 3 px of the theme focus colour 2 px outside by default', () => {
    expect(focusRing()).toBe('outline: 3px solid var(--color-focus);\n    outline-offset: 2px;');
  });

  it('draws inside the element when inset', () => {
    expect(focusRing({ inset: true })).toContain('outline-offset: -3px;');
  });

  it('takes the text colour or white on media', () => {
    expect(focusRing({ color: 'current' })).toContain('solid currentColor;');
    expect(focusRing({ color: 'onMedia', inset: true })).toBe('outline: 3px solid #fff;\n    outline-offset: -3px;');
  });
});
