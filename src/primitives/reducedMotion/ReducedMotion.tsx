import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY, resolveReducedMotion, type ReducedMotionOverride } from './reducedMotion.rules';

const OverrideContext = createContext<ReducedMotionOverride | null>(null);

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersReduced(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** True when motion should be reduced: the provider's override, else the media query. */
export function useReducedMotion(): boolean {
  const override = useContext(OverrideContext);
  const system = useSyncExternalStore(subscribe, systemPrefersReduced, () => false);
  return resolveReducedMotion(override, system);
}

export interface ReducedMotionProviderProps {
  /** Forces reduced motion on or off; null or absent follows the visitor's setting. */
  override?: ReducedMotionOverride | null;
  children?: ReactNode;
}

/** Sets the reduced-motion override for everything inside (read with `useReducedMotion`). */
export function ReducedMotionProvider({ override = null, children }: ReducedMotionProviderProps) {
  return <OverrideContext.Provider value={override}>{children}</OverrideContext.Provider>;
}
