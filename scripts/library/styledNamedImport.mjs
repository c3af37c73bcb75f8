/**
 * styled-components 6 has no `exports` map: Node's ESM loader gives its CommonJS build, whose
 * default import is the module object, not `styled` (`styled.div is not a function` when an app
 * renders the library on a server without bundling it). Its named export `styled` is the same
 * function under both loaders, so the library build imports it by name. Pure.
 */
const DEFAULT_ONLY = /import\s+styled\s+from\s*(["'])styled-components\1;?/g;
const DEFAULT_AND_NAMED = /import\s+styled\s*,\s*\{([^}]*)\}\s*from\s*(["'])styled-components\2;?/g;
const ANY_DEFAULT = /import\s+[A-Za-z_$][\w$]*\s*(,\s*\{[^}]*\}\s*)?from\s*["']styled-components["']/;

/** The module's code with styled-components' default import turned into the named `styled` import. */
export function namedStyledImport(code) {
  const next = code
    .replace(DEFAULT_ONLY, 'import { styled } from "styled-components";')
    .replace(DEFAULT_AND_NAMED, (_, names) => `import { styled, ${names.trim()} } from "styled-components";`);
  if (ANY_DEFAULT.test(next)) throw new Error('styled-components is imported by default under another name; import { styled } instead');
  return next;
}
