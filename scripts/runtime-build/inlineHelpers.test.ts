import { describe, expect, it } from 'vitest';
import { HELPER_CHUNK, inlineHelpers } from './inlineHelpers.mjs';

const HELPER_FILE = 'chunks/rolldown-runtime-Ab12_x.js';
const HELPER_CODE =
  'var e=Object.defineProperty,t=(t,n)=>{let r={};for(var i in t)e(r,i,{get:t[i],enumerable:!0});return n||e(r,Symbol.toStringTag,{value:`Module`}),r};export{t};';

/** Runs built ES module code whose imports are gone, with `exported` returned: what the page would get. */
function evaluate(code: string, exported: string): unknown {
  return new Function(`${code.replace(/export\s*\{[^}]*\};?/, '')}\nreturn ${exported};`)();
}

describe("folding rolldown's helper chunk into the chunks that use it", () => {
  it('knows the helper chunk by its file name, in the chunks folder or not', () => {
    expect(HELPER_CHUNK.test(HELPER_FILE)).toBe(true);
    expect(HELPER_CHUNK.test('rolldown-runtime-DK3Fl9T5.js')).toBe(true);
    expect(HELPER_CHUNK.test('chunks/gallery-DK3Fl9T5.js')).toBe(false);
  });

  it('puts the helpers in place of their import, under the names the chunk used, and the chunk still works', () => {
    const gallery = {
      fileName: 'chunks/gallery-x1.js',
      imports: [HELPER_FILE, 'chunks/vendor-y2.js'],
      code: 'import{t as e}from"./rolldown-runtime-Ab12_x.js";import{a as t}from"./vendor-y2.js";var n=e({mount:()=>r});function r(){return 1}export{n as t};',
    };
    const folded = inlineHelpers(HELPER_CODE, [gallery], HELPER_FILE);
    const code = folded.get('chunks/gallery-x1.js')!;
    expect(code).not.toContain('rolldown-runtime');
    expect(code).toContain('import{a as t}from"./vendor-y2.js"');
    const namespace = evaluate(code.replace(/import\{[^}]*\}from"[^"]*";/g, ''), 'n') as { mount: () => number };
    expect(namespace.mount()).toBe(1);
    expect(Object.prototype.toString.call(namespace)).toBe('[object Module]');
  });

  it('reads the entry’s path to the chunks folder, a renamed export, several names and spaces', () => {
    const helper = 'var a=1,b=(x)=>x+a;export { b as t, a as n };';
    const entry = {
      fileName: 'runtime.js',
      imports: ['chunks/rolldown-runtime-Q.js'],
      code: 'import { t as add, n } from "./chunks/rolldown-runtime-Q.js";\nexport const r = add(n);',
    };
    const code = inlineHelpers(helper, [entry], 'chunks/rolldown-runtime-Q.js').get('runtime.js')!;
    expect(code).not.toContain('rolldown-runtime');
    expect(evaluate(code.replace('export const r', 'const r'), 'r')).toBe(2);
  });

  it('leaves chunks that do not import the helpers as they are', () => {
    const other = { fileName: 'chunks/map-z.js', imports: ['chunks/vendor-y2.js'], code: 'import{a as t}from"./vendor-y2.js";export{t};' };
    expect(inlineHelpers(HELPER_CODE, [other], HELPER_FILE).size).toBe(0);
  });

  it('fails the build on a helper chunk or an import it cannot read, rather than ship a page that cannot load', () => {
    const user = { fileName: 'chunks/a.js', imports: [HELPER_FILE], code: 'import{zz as e}from"./rolldown-runtime-Ab12_x.js";e();' };
    expect(() => inlineHelpers(HELPER_CODE, [user], HELPER_FILE)).toThrow('imports zz from chunks/rolldown-runtime-Ab12_x.js, which does not export it');
    const sideEffect = { fileName: 'chunks/b.js', imports: [HELPER_FILE], code: 'import"./rolldown-runtime-Ab12_x.js";' };
    expect(() => inlineHelpers(HELPER_CODE, [sideEffect], HELPER_FILE)).toThrow('chunks/b.js still names rolldown-runtime-Ab12_x.js');
    expect(() => inlineHelpers('export default 1;', [user], HELPER_FILE)).toThrow('is not declarations and one export list');
  });
});
