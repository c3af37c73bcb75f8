/**
 * The library's .d.ts files name their neighbours as the sources do, without an extension
 * (`from '../gallery/core/designs'`), which only bundler resolution follows. This gives each
 * relative specifier the `.js` path Node's ESM resolution (`"moduleResolution": "node16"` /
 * `"nodenext"`) needs: `../gallery/core/designs.js`, a folder `../platform/index.js`.
 *   node scripts/library/declarationSpecifiers.mjs lib     (npm run build:lib, after tsc)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** `from '…'`, `import '…'`, `import('…')` and `export … from '…'` with a relative specifier. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * The declaration text with its relative specifiers resolved. `kindOf(specifier)` says what the
 * specifier names beside the file: 'file' (`<specifier>.d.ts`), 'folder' (`<specifier>/index.d.ts`)
 * or null (left as it is: already a file name, or nothing there). Pure.
 */
export function withJsExtensions(text, kindOf) {
  return text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const kind = kindOf(specifier);
    if (kind === 'file') return `${lead}${quote}${specifier}.js${quote}`;
    if (kind === 'folder') return `${lead}${quote}${specifier}/index.js${quote}`;
    return whole;
  });
}

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Rewrites every .d.ts under `dir` in place; returns how many files changed. */
export function rewriteDeclarations(dir) {
  let changed = 0;
  for (const file of declarationFiles(resolve(dir))) {
    const text = readFileSync(file, 'utf8');
    const kindOf = (specifier) => {
      const target = join(dirname(file), specifier);
      if (isFile(`${target}.d.ts`)) return 'file';
      if (isFile(join(target, 'index.d.ts'))) return 'folder';
      return null;
    };
    const next = withJsExtensions(text, kindOf);
    if (next !== text) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'lib';
  console.log(`declarationSpecifiers: ${rewriteDeclarations(dir)} .d.ts files in ${dir}/ name their neighbours with .js`);
}
