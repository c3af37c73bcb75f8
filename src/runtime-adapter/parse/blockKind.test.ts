import { describe, expect, it } from 'vitest';
import { blockKindOf, classList } from './blockKind';

describe('block kind', () => {
  it('splits class attributes on any whitespace', () => {
    expect(classList('\n   sqs-block\tgallery-block \n sqs-block-gallery  ')).toEqual(['sqs-block', 'gallery-block', 'sqs-block-gallery']);
    expect(classList(null)).toEqual([]);
  });

  it('takes the kind class first', () => {
    expect(blockKindOf('sqs-block gallery-block sqs-block-gallery', '8')).toBe('gallery');
    expect(blockKindOf('sqs-block\n  marquee-block', '70')).toBe('marquee');
    expect(blockKindOf('sqs-block shape-block', null)).toBe('shape');
  });

  it('lets the class win over a number that disagrees', () => {
    expect(blockKindOf('sqs-block shape-block', '8')).toBe('shape');
  });

  it('falls back to the observed block-type number without a kind class', () => {
    expect(blockKindOf('sqs-block', '8')).toBe('gallery');
    expect(blockKindOf('sqs-block', ' 5 ')).toBe('image');
    expect(blockKindOf('sqs-block', '70')).toBe('marquee');
    expect(blockKindOf('sqs-block', '999')).toBeNull();
    expect(blockKindOf('sqs-block', 'gallery')).toBeNull();
  });
});
