/**
 * The animated block's state (spec: animated blocks gain an animation-loaded state once
 * sufficiently visible): the attribute that marks it, shared by the library's AnimatedBlock
 * and the runtime's watch over published markup. Framework-free.
 */
export const ANIMATION_LOADED_ATTRIBUTE = 'data-animation-loaded';
