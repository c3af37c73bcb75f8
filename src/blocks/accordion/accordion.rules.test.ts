import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentParagraphs, headerFocusTarget, itemTitle, untitledItemTitle } from './accordion.rules';

describe('item titles', () => {
  it('trims a title and names a blank one by its position', () => {
    expect(itemTitle('  Shipping ', 0)).toBe('Shipping');
    expect(itemTitle('   ', 2)).toBe('Item 3');
    expect(untitledItemTitle(0)).toBe('Item 1');
  });
});

describe('contentParagraphs', () => {
  it('parts paragraphs at blank lines and lines at single breaks', () => {
    expect(contentParagraphs('Orders ship in two days.\nTracked.\n\nReturns within 30 days.')).toEqual([
      ['Orders ship in two days.', 'Tracked.'],
      ['Returns within 30 days.'],
    ]);
  });

  it('treats Windows and old Mac line ends alike and ignores blank lines at the ends and between', () => {
    expect(contentParagraphs('\r\n  One\r\n \r\n\r\nTwo\rthree  \n\n')).toEqual([['One'], ['Two', 'three']]);
  });

  it('gives no paragraph for empty or blank content', () => {
    expect(contentParagraphs('')).toEqual([]);
    expect(contentParagraphs(' \n\t\n ')).toEqual([]);
  });

  it('keeps markup-like text as text', () => {
    expect(contentParagraphs('<script>alert(1)</script>')).toEqual([['<script>alert(1)</script>']]);
  });

  it('property: loses no visible character and leaves no blank line', () => {
    const chars = fc.constantFrom('a', 'b', ' ', '\t', '\n', '\r', '<', 'é');
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 60 }).map((a) => a.join('')),
        (content) => {
          const paragraphs = contentParagraphs(content);
          const visible = (s: string) => s.replace(/\s/g, '');
          expect(paragraphs.flat().join('').replace(/\s/g, '')).toBe(visible(content));
          for (const lines of paragraphs) {
            expect(lines.length).toBeGreaterThan(0);
            for (const line of lines) expect(line).toBe(line.trim());
            for (const line of lines) expect(line.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('headerFocusTarget', () => {
  it('moves down and up with wrapping, and jumps with Home and End', () => {
    expect(headerFocusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(headerFocusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(headerFocusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(headerFocusTarget('Home', 2, 3)).toBe(0);
    expect(headerFocusTarget('End', 0, 3)).toBe(2);
  });

  it('leaves other keys, and an empty accordion, alone', () => {
    expect(headerFocusTarget('Enter', 0, 3)).toBeNull();
    expect(headerFocusTarget('ArrowRight', 0, 3)).toBeNull();
    expect(headerFocusTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
