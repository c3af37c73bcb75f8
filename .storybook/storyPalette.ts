import { generatePreset, type Palette } from '../src/tokens';

/** The palette stories render in unless they pass `parameters.palette`. */
export const STORY_PALETTE: Palette = generatePreset('#2a6fdb', 'Complementary');
