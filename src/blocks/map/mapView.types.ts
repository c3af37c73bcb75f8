/**
 * The contract between the map block and a map provider: the block hands a container and
 * options to `createMap`; the provider draws into the container and returns a handle.
 * The real adapter is providerMap.ts; stories and tests pass a fake.
 */
import type { LatLng, MapStyle } from './map.rules';

export interface MapViewOptions {
  center: LatLng;
  zoom: number;
  style: MapStyle;
  terrain: boolean;
  labels: boolean;
  /** Where the 48x64 marker stands; null when the marker is off. */
  marker: LatLng | null;
  controls: boolean;
  /** The visitor can pan the map by dragging. */
  draggable: boolean;
  /** The mouse wheel zooms. */
  scrollwheel: boolean;
  /** The visitor can drag the marker. */
  markerDraggable: boolean;
  /** False under reduced motion: the map jumps to a new centre, never pans. */
  animate: boolean;
  /** The place's name, for the marker's title. */
  title: string;
  /** Set when link-on-click is on: the provider calls it when the visitor clicks the map. */
  onClick?: () => void;
}

export interface MapHandle {
  /** Apply changed options (the block debounces these by 60 ms). */
  update(options: MapViewOptions): void;
  /** Remove everything the provider drew. */
  destroy(): void;
}

export type CreateMap = (container: HTMLElement, options: MapViewOptions) => MapHandle;
