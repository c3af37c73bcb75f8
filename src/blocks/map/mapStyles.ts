/**
 * The colours of the six map styles (pure). One palette per style drives both the provider's style
 * rules (providerMap.ts) and the drawn placeholder (DrawnMap.tsx), so the fallback looks like the map.
 */
import type { MapStyle } from './map.rules';

export interface MapPalette {
  land: string;
  park: string;
  water: string;
  road: string;
  majorRoad: string;
  label: string;
  /** The marker's fill; its outline and dot are white. */
  marker: string;
}

export const MAP_PALETTES: Record<MapStyle, MapPalette> = {
  original: { land: '#eef0e6', park: '#c8e0b4', water: '#a9cfe8', road: '#ffffff', majorRoad: '#f6d77a', label: '#4a4a4a', marker: '#d93b30' },
  grayscale: { land: '#e6e6e6', park: '#d6d6d6', water: '#bdbdbd', road: '#ffffff', majorRoad: '#f5f5f5', label: '#595959', marker: '#333333' },
  satellite: { land: '#4f5b3a', park: '#3c4d2b', water: '#1f3a4d', road: '#9a9280', majorRoad: '#c9bb97', label: '#ffffff', marker: '#d93b30' },
  'minimal-light': { land: '#f7f7f5', park: '#ecece6', water: '#dfe6ea', road: '#ffffff', majorRoad: '#ffffff', label: '#8a8a8a', marker: '#2b2b2b' },
  'minimal-dark': { land: '#2b2d30', park: '#303336', water: '#1f2326', road: '#3a3d41', majorRoad: '#45494e', label: '#a7abb0', marker: '#f2f2f2' },
  'minimal-blue': { land: '#dce6f0', park: '#cfdceb', water: '#7fa3c8', road: '#f4f7fb', majorRoad: '#ffffff', label: '#4d6a8a', marker: '#1f4e80' },
};

/** Relief tint laid over the land when terrain is on (not on satellite, which has its own). */
export const TERRAIN_TINT = 'rgba(150, 120, 70, 0.18)';
