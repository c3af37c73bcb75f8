import { describe, expect, it } from 'vitest';
import { withJsExtensions } from './declarationSpecifiers.mjs';

const tree: Record<string, 'file' | 'folder'> = {
  '../gallery/core/designs': 'file',
  './Lightbox': 'file',
  '../../platform': 'folder',
  '../services/http/dataCall.types': 'file',
};
const kindOf = (specifier: string) => tree[specifier] ?? null;

describe('withJsExtensions', () => {
  it('gives files .js and folders /index.js in every form a declaration names a module', () => {
    const text = [
      "export * from '../gallery/core/designs';",
      'export { PLATFORM } from "../../platform";',
      "import type { DataCall } from '../services/http/dataCall.types';",
      "export declare const lightbox: () => Promise<typeof import('./Lightbox')>;",
      "export declare const other: typeof import( './Lightbox' ).default;",
    ].join('\n');
    expect(withJsExtensions(text, kindOf)).toBe(
      [
        "export * from '../gallery/core/designs.js';",
        'export { PLATFORM } from "../../platform/index.js";',
        "import type { DataCall } from '../services/http/dataCall.types.js';",
        "export declare const lightbox: () => Promise<typeof import('./Lightbox.js')>;",
        "export declare const other: typeof import( './Lightbox.js' ).default;",
      ].join('\n'),
    );
  });

  it('leaves packages, names already resolved and what is not there', () => {
    const text = [
      "import type { ReactNode } from 'react';",
      "import '@fontsource/inter/400.css';",
      "export * from './gone';",
      "export * from './designs.js';",
      "// a comment saying from './somewhere' stays a comment",
    ].join('\n');
    expect(withJsExtensions(text, kindOf)).toBe(text);
  });
});
