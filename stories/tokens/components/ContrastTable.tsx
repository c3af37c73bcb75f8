import { contrastRatio, formatColor, toHslString, type ColorValue, type Palette } from '../../../src/tokens';
import { parseColor } from '../../../src/tokens';
import { DocTable } from './DocTable';

const BLACK = parseColor('#000')!;
const WHITE = parseColor('#fff')!;

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
    <DocTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Pair</th>
          <th scope="col">Sample</th>
          <th scope="col">Text</th>
          <th scope="col">Background</th>
          <th scope="col">Ratio</th>
          <th scope="col">WCAG AA (4.5:1)</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs(palette).map(([label, fg, bg]) => {
          const ratio = contrastRatio(fg, bg);
          return (
            <tr key={label}>
              <td>{label}</td>
              <td>
                <span style={{ color: toHslString(fg), background: toHslString(bg), padding: '4px 10px', borderRadius: 4 }}>
                  Aa Sample
                </span>
              </td>
              <td><code>{formatColor(fg)}</code></td>
              <td><code>{formatColor(bg)}</code></td>
              <td>{ratio.toFixed(2)}:1</td>
              <td>{ratio >= 4.5 ? 'Pass' : 'Fail'}</td>
            </tr>
          );
        })}
      </tbody>
    </DocTable>
  );
}
