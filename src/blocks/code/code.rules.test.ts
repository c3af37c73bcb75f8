import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CODE_MESSAGES, readCodeBlock, sourceLabel } from './code.rules';

describe('readCodeBlock', () => {
  it('places the owner’s HTML as written when it is HTML and not displayed as source', () => {
    const html = '<p id="hello">Hi</p><script>document.getElementById("hello").textContent = "Ran"</script>';
    expect(readCodeBlock({ html })).toEqual({ kind: 'html', html });
    expect(readCodeBlock({ html, language: 'HTML', displaySource: false })).toEqual({ kind: 'html', html });
  });

  it('shows the code as text with display source on, or in any language other than HTML', () => {
    expect(readCodeBlock({ html: '<b>bold</b>', displaySource: true })).toEqual({ kind: 'source', code: '<b>bold</b>', language: 'html' });
    expect(readCodeBlock({ html: 'body { color: red }', language: 'css' })).toEqual({ kind: 'source', code: 'body { color: red }', language: 'css' });
  });

  it('says the block is empty when there is no code, blank code or code that is not text', () => {
    for (const settings of [{}, { html: '   \n' }, { html: null }, { html: 42, displaySource: true }]) {
      expect(readCodeBlock(settings)).toEqual({ kind: 'empty', message: CODE_MESSAGES.empty });
    }
  });

  it('never runs code that is displayed: with display source on, any code comes back unchanged as text', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        fc.option(fc.constantFrom('html', 'css', 'javascript')),
        (html, language) => {
          expect(readCodeBlock({ html, language, displaySource: true })).toEqual({ kind: 'source', code: html, language: language ?? 'html' });
        },
      ),
    );
  });
});

describe('sourceLabel', () => {
  it('names displayed code, with its language when it is not HTML', () => {
    expect(sourceLabel('html')).toBe('Code');
    expect(sourceLabel(null)).toBe('Code');
    expect(sourceLabel('css')).toBe('Code (css)');
  });
});
