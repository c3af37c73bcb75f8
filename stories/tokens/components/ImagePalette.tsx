import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { palettesFromImage, type DominantColor, type Palette } from '../../../src/tokens';
import { PaletteSwatches } from './PaletteSwatches';
import { Swatch, SwatchRow } from './Swatch';
import { tokens } from '../../../src/tokens/tokens';

const Layout = styled.div`
  display: grid;
  gap: 16px;
  img {
    display: block;
    width: 320px;
    height: auto;
    aspect-ratio: 8 / 5;
    border-radius: ${tokens.radii.large}px;
  }
  h3 {
    margin: 8px 0;
  }
`;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; dominant: DominantColor[]; palettes: Palette[] };

/** Reads an image's pixels through a canvas and builds palettes from them. */
function useImagePalettes(src: string): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx || !live) return;
      ctx.drawImage(img, 0, 0);
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
      setState({ status: 'ready', ...palettesFromImage(pixels, 4) });
    };
    img.onerror = () => live && setState({ status: 'failed' });
    img.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return state;
}

export function ImagePalette({ src, alt }: { src: string; alt: string }) {
  const state = useImagePalettes(src);
  return (
    <Layout data-ready={state.status !== 'loading' ? 'true' : undefined}>
      <img src={src} alt={alt} width={320} height={200} />
      {state.status === 'loading' && <p>Reading the image…</p>}
      {state.status === 'failed' && <p>The image could not be loaded.</p>}
      {state.status === 'ready' && (
        <>
          <section aria-label="Dominant colours">
            <h3>Dominant colours</h3>
            <SwatchRow>
              {state.dominant.map((d, i) => (
                <Swatch key={i} value={d.color} label={`${Math.round(d.population * 100)} % of pixels`} />
              ))}
            </SwatchRow>
          </section>
          {state.palettes.slice(0, 2).map((palette, i) => (
            <section key={i} aria-label={`Palette ${i + 1}`}>
              <h3>
                Palette {i + 1}: dominant colour {i + 1} as accent
              </h3>
              <PaletteSwatches palette={palette} />
            </section>
          ))}
        </>
      )}
    </Layout>
  );
}
