/**
 * Builds the runtime in memory with its own config and checks that a visitor's page
 * does no colour maths: no chunk (start-up or mount) holds the colour library, the
 * palette generator or the colour parser; the mounted views' colours are the site's CSS
 * variables over a default palette generated ahead of time.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COLOUR_MATHS = /node_modules\/culori\/|\/tokens\/palette\/generatePalette\.ts$|\/tokens\/color\/(colorSpace|parseColor)\.ts$/;

describe('the runtime build', () => {
  it('carries no colour library and generates no palette, in any chunk', async () => {
    const result = await build({ root: ROOT, configFile: `${ROOT}vite.runtime.config.ts`, logLevel: 'silent', build: { write: false } });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
    const modules = chunks.flatMap((c) => c.moduleIds.map((id) => `${c.fileName}: ${id.replace(/\\/g, '/')}`));
    // the theme is there (what the check looks for is reachable), its maths are not
    expect(modules.some((m) => m.endsWith('/tokens/theme/defaultPalette.generated.ts'))).toBe(true);
    expect(modules.filter((m) => COLOUR_MATHS.test(m))).toEqual([]);
  }, 120_000);
});
