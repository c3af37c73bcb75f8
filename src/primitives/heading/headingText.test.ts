import { describe, expect, it } from 'vitest';
import { headingLineHeight, headingText } from './Heading';

describe('headingText', () => {
  it('is tight from 20 px up and snug below', () => {
    expect(headingLineHeight('xl')).toBe(1.2);
    expect(headingLineHeight('hero')).toBe(1.2);
    expect(headingLineHeight('lg')).toBe(1.3);
  });

  it('writes margin, size, weight and line height', () => {
    expect(headingText('display')).toBe('margin: 0;\n  font-size: 24px;\n  font-weight: 600;\n  line-height: 1.2;');
    expect(headingText('lg', 'medium')).toContain('font-weight: 500;');
  });
});
