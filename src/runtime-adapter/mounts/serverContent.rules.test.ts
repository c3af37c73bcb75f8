import { describe, expect, it } from 'vitest';
import { controlKindOf, describeMissing, isNothingMissing, leftAsRenderedMessage, missingContent, wordsOf } from './serverContent.rules';

describe('what server markup shows and what a view leaves out', () => {
  it('words are letters and digits, lower case, whatever separates them', () => {
    expect(wordsOf('Open 8:00–18:00, Mon–Fri. Café “Harbour”!')).toEqual(['open', '8', '00', '18', '00', 'mon', 'fri', 'café', 'harbour']);
    expect(wordsOf('  \n ')).toEqual([]);
  });

  it('controls are counted by what a visitor does with them; hidden inputs are not controls', () => {
    expect(controlKindOf('INPUT', 'email')).toBe('text');
    expect(controlKindOf('input', null)).toBe('text');
    expect(controlKindOf('INPUT', 'made-up')).toBe('text');
    expect(controlKindOf('INPUT', 'Submit')).toBe('button');
    expect(controlKindOf('BUTTON', null)).toBe('button');
    expect(controlKindOf('INPUT', 'checkbox')).toBe('checkbox');
    expect(controlKindOf('INPUT', 'radio')).toBe('radio');
    expect(controlKindOf('SELECT', null)).toBe('select');
    expect(controlKindOf('TEXTAREA', null)).toBe('textarea');
    expect(controlKindOf('INPUT', 'hidden')).toBeNull();
    expect(controlKindOf('DIV', null)).toBeNull();
  });

  it('a view missing words or controls is described in the console message', () => {
    const server = { words: new Set(['name', 'email', 'send']), controls: { text: 2, button: 1, checkbox: 1 } };
    const view = { words: new Set(['name', 'send', 'extra']), controls: { text: 1, button: 1 } };
    const missing = missingContent(server, view);
    expect(missing).toEqual({ words: ['email'], controls: { text: 1, checkbox: 1 } });
    expect(isNothingMissing(missing)).toBe(false);
    expect(leftAsRenderedMessage('block-f1', missing)).toBe(
      `Block block-f1 left as rendered: the mounted view did not show 1 word ("email") and 1 text control, 1 checkbox control of the server's markup`,
    );
  });

  it('a view showing everything (and more) misses nothing', () => {
    const missing = missingContent({ words: new Set(['a']), controls: { select: 1 } }, { words: new Set(['a', 'b']), controls: { select: 2 } });
    expect(isNothingMissing(missing)).toBe(true);
    expect(describeMissing(missing)).toBe('');
  });

  it('long lists of missing words are cut after eight', () => {
    const words = new Set(Array.from({ length: 11 }, (_, i) => `w${i}`));
    expect(describeMissing(missingContent({ words, controls: {} }, { words: new Set(), controls: {} }))).toBe(
      '11 words ("w0", "w1", "w2", "w3", "w4", "w5", "w6", "w7", 3 more)',
    );
  });
});
