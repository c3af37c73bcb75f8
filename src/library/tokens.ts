/** The package's `tokens` entry: design tokens, the colour model, palette generation and the theme provider. */
export * from '../tokens';
