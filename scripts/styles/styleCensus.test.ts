import { describe, expect, it } from 'vitest';
import { focusRingDeclarations, headingLineHeights, localButtons, outlineOffsets, rawColours, rawPx } from './styleCensus.mjs';

describe('style census rules', () => {
  it('counts outline rings, not outline: none', () => {
    const css = '&:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; } &:focus { outline: none; }';
    expect(focusRingDeclarations(css)).toHaveLength(1);
    expect(outlineOffsets(css)).toEqual(['2px']);
  });

  it('counts styled buttons and heading line heights', () => {
    const src = 'const A = styled.button`x`; const H = styled.h2`\n  line-height: 1.3;\n`;';
    expect(localButtons(src)).toHaveLength(1);
    expect(headingLineHeights(src)).toEqual(['1.3']);
  });

  it('finds raw colours but not custom properties or comments', () => {
    expect(rawColours('color: #fff; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2);')).toHaveLength(2);
    expect(rawColours('color: var(--color-text); background: hsla(var(--accent-hsl), 1);')).toEqual([]);
    expect(rawColours('/* was #fff */ color: currentColor;')).toEqual([]);
  });

  it('counts raw px but not a token followed by px', () => {
    expect(rawPx('padding: 8px 12px; gap: ${space.sm}px; width: calc(100% - 2px);')).toEqual(['8px', '12px', '2px']);
  });
});
