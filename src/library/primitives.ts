/** The package's `primitives` entry: the services provider, reduced motion, and the shared small components. */
export * from '../primitives/services';
export * from '../primitives/reducedMotion';
export * from '../primitives/siteEditor/SiteEditor';
export * from '../primitives/animatedBlock/AnimatedBlock';
export * from '../primitives/a11y/VisuallyHidden';
export * from '../primitives/blockMessage/BlockMessage';
export * from '../primitives/dismiss/DismissButton';
export * from '../primitives/modal/useModal';
export * from '../primitives/image/ResponsiveImage';
export * from '../primitives/portal/Portal';
export * from '../primitives/textShrink/ShrinkToFit';
export * from '../primitives/time/RelativeTime';
export * from '../primitives/tooltip/Tooltip';
