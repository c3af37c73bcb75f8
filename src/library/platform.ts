/** The package's `platform` entry: the spec's vocabulary (enumerations, page and block types, link and popup rules). */
export * from '../platform';
