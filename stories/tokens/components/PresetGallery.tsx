import styled from 'styled-components';
import { PALETTE_PRESETS, formatColor, generatePreset, type PaletteColorId } from '../../../src/tokens';
import { Swatch, SwatchRow } from './Swatch';
import { tokens } from '../../../src/tokens/tokens';

const SHOWN: PaletteColorId[] = ['accent', 'lightAccent', 'darkAccent', 'safeLightAccent', 'safeDarkAccent'];

const Section = styled.section`
  margin-bottom: 24px;
  h3 {
    margin: 0 0 8px;
    font-size: ${tokens.fontSizes.lg}px;
  }
`;

/** Every preset generated from each seed. */
export function PresetGallery({ seeds }: { seeds: string[] }) {
  return (
    <div>
      {seeds.map((seed) =>
        PALETTE_PRESETS.map((preset) => {
          const palette = generatePreset(seed, preset);
          return (
            <Section key={`${seed}-${preset}`} aria-label={`${preset} from ${seed}`}>
              <h3>
                {preset} <small>from {formatColor(palette.accent)}</small>
              </h3>
              <SwatchRow>
                {SHOWN.map((id) => (
                  <Swatch key={id} value={palette[id]} label={id} />
                ))}
              </SwatchRow>
            </Section>
          );
        }),
      )}
    </div>
  );
}
