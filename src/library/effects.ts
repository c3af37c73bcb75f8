/** The package's `effects` entry: text highlight, Ken Burns, marquee, masked image and shape. */
export * from '../effects/highlight/TextHighlight';
export * from '../primitives/motion/KenBurns';
export * from '../effects/marquee/Marquee';
export * from '../effects/maskedImage/MaskedImage';
export * from '../effects/shape/ShapeBlock';
