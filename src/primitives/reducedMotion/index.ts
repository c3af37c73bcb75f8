export * from './reducedMotion.rules';
export { ReducedMotionProvider, useReducedMotion, type ReducedMotionProviderProps } from './ReducedMotion';
