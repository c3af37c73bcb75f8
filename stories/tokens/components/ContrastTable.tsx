import styled from 'styled-components';
import { contrastRatio, formatColor, parseColor, toHslString, type ColorValue, type Palette } from '../../../src/tokens';
import { DocTable } from './DocTable';
import { tokens } from '../../../src/tokens/tokens';

const BLACK = parseColor('#000')!;
const WHITE = parseColor('#fff')!;

const Sample = styled.span`
  display: inline-block;
  white-space: nowrap;
  padding: 4px 10px;
  border-radius: ${tokens.radii.small}px;
`;

export function contrastPairs(p: Palette): Array<[label: string, fg: ColorValue, bg: ColorValue]> {
  return [
    ['Black text on Safe Light', BLACK, p.safeLightAccent],
    ['White text on Safe Dark', WHITE, p.safeDarkAccent],
    ['Safe Inverse on Accent', p.safeInverseAccent, p.accent],
    ['Safe Inverse Light on Light', p.safeInverseLightAccent, p.lightAccent],
    ['Safe Inverse Dark on Dark', p.safeInverseDarkAccent, p.darkAccent],
    ['Safe Dark text on White', p.safeDarkAccent, p.white],
    ['Safe Light text on Black', p.safeLightAccent, p.black],
  ];
}

/** Contrast ratios of the pairs the safe variants promise, with a live sample. */
export function ContrastTable({ palette, caption }: { palette: Palette; caption: string }) {
  return (
    <DocTable
      caption={caption}
      columns={['Pair', 'Sample', 'Text', 'Background', 'Ratio', 'WCAG AA (4.5:1)']}
      rows={contrastPairs(palette).map(([label, fg, bg]) => {
        const ratio = contrastRatio(fg, bg);
        return [
          label,
          <Sample style={{ color: toHslString(fg), background: toHslString(bg) }}>Aa Sample</Sample>,
          <code>{formatColor(fg)}</code>,
          <code>{formatColor(bg)}</code>,
          `${ratio.toFixed(2)}:1`,
          ratio >= 4.5 ? 'Pass' : 'Fail',
        ];
      })}
    />
  );
}
