/**
 * Rolldown's helper chunk (`chunks/rolldown-runtime-*.js`) folded into the chunks that use it (issue 14: at most 10
 * script files on a page). Rolldown puts its runtime helpers (here only `__export`, which builds the namespace object a
 * dynamic import of a grouped chunk's module returns) in a chunk of its own, 0.15 KiB, that every page loaded as one more
 * file; no `codeSplitting` group can take the helper module, and the chunks that use it share no chunk rolldown would
 * merge it into. Each chunk that imports the helpers gets their few declarations in place of that import, in a
 * function of its own so their names cannot meet the chunk's. Pure: `vite.runtime.config.ts` calls it on the bundle.
 */

/** The file name of rolldown's helper chunk. */
export const HELPER_CHUNK = /^(?:.*\/)?rolldown-runtime-[\w-]+\.js$/;

/** An import of the helper chunk in built (minified or not) code: its specifiers and the path it names. */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*rolldown-runtime-[\w-]+\.js)\2;?/g;
/** The helper chunk: declarations, then one export list at the end. */
const HELPER = /^([\s\S]*?)export\s*\{([^}]*)\};?\s*$/;

/** @param {string} list `a as b, c` @returns {[string, string][]} [name before `as`, name after] pairs */
function specifiers(list) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [before, after] = s.split(/\s+as\s+/);
      return [before ?? s, after ?? before ?? s];
    });
}

/**
 * @param {string} helperCode the helper chunk's code
 * @param {ReadonlyArray<{ fileName: string, code: string, imports: readonly string[] }>} chunks the chunks that may import it
 * @param {string} helperFile the helper chunk's file name
 * @returns {Map<string, string>} file name → its code with the helpers in place of their import, for each chunk that imported them
 */
export function inlineHelpers(helperCode, chunks, helperFile) {
  const helper = HELPER.exec(helperCode);
  if (!helper) throw new Error(`runtime build: ${helperFile} is not declarations and one export list; its helpers cannot be folded into the chunks`);
  const declarations = (helper[1] ?? '').trim().replace(/;?$/, ';');
  /** exported name → the local name in the helper chunk */
  const locals = new Map(specifiers(helper[2] ?? '').map(([local, exported]) => [exported, local]));
  const helperBase = helperFile.replace(/^.*\//, '');
  /** @type {Map<string, string>} */
  const folded = new Map();
  for (const chunk of chunks) {
    if (!chunk.imports.includes(helperFile)) continue;
    const code = chunk.code.replace(IMPORT, (statement, list, _quote, path) => {
      if (!path.endsWith(`/${helperBase}`)) return statement;
      const bindings = specifiers(list).map(([exported, local]) => {
        const inHelper = locals.get(exported);
        if (inHelper === undefined) throw new Error(`runtime build: ${chunk.fileName} imports ${exported} from ${helperFile}, which does not export it`);
        return { exported, local, inHelper };
      });
      const returned = bindings.map(({ exported, inHelper }) => `${exported}:${inHelper}`).join(',');
      const bound = bindings.map(({ exported, local }) => `${exported}:${local}`).join(',');
      return `var{${bound}}=(()=>{${declarations}return{${returned}}})();`;
    });
    if (code.includes(helperBase)) throw new Error(`runtime build: ${chunk.fileName} still names ${helperBase} after its helpers were folded in`);
    folded.set(chunk.fileName, code);
  }
  return folded;
}
