import { describe, expect, it } from 'vitest';
import { contentBoxHeight, heightToHold, isOnScreen, letsMarginsThrough, marginThrough, type ContentLayout } from './heldBox.rules';

describe('the box a view holds at the swap', () => {
  it('holds the server markup’s height while the block is on screen', () => {
    expect(heightToHold(549.5, { top: 351, bottom: 900.5 }, 900)).toBe(549.5);
    expect(heightToHold(604, { top: -200, bottom: 404 }, 900)).toBe(604);
  });

  it('holds nothing for a block off screen, above or below, or markup with no height', () => {
    expect(heightToHold(300, { top: 900, bottom: 1200 }, 900)).toBeNull();
    expect(heightToHold(300, { top: -300, bottom: 0 }, 900)).toBeNull();
    expect(heightToHold(0, { top: 10, bottom: 10 }, 900)).toBeNull();
    expect(heightToHold(Number.NaN, { top: 10, bottom: 300 }, 900)).toBeNull();
  });

  it('a box touching the viewport’s edge only is off screen', () => {
    expect(isOnScreen({ top: 900, bottom: 950 }, 900)).toBe(false);
    expect(isOnScreen({ top: 899, bottom: 950 }, 900)).toBe(true);
    expect(isOnScreen({ top: -50, bottom: 0 }, 900)).toBe(false);
  });

  it('the content box is the border box less padding and borders, never below 0; unreadable sides count as 0', () => {
    expect(contentBoxHeight(120, [10, 10, 1, 1])).toBe(98);
    expect(contentBoxHeight(120, [Number.NaN, 20])).toBe(100);
    expect(contentBoxHeight(10, [8, 8])).toBe(0);
  });

  it('a first or last element’s margin collapses through a content edge with no padding or border: the host takes it', () => {
    expect(marginThrough(21.44, [0, 0])).toBe(21.44);
    expect(marginThrough(21.44, [Number.NaN, 0])).toBe(21.44);
  });

  it('a margin stays inside a content edge with padding or border, and a negative or unreadable one is none', () => {
    expect(marginThrough(21.44, [12, 0])).toBe(0);
    expect(marginThrough(21.44, [0, 1])).toBe(0);
    expect(marginThrough(-8, [0, 0])).toBe(0);
    expect(marginThrough(Number.NaN, [0, 0])).toBe(0);
  });

  const block: ContentLayout = { display: 'block', overflowX: 'visible', overflowY: 'visible', float: 'none', position: 'static' };

  it('margins collapse through a plain block box in the flow', () => {
    expect(letsMarginsThrough(block)).toBe(true);
    expect(letsMarginsThrough({ ...block, display: 'list-item', position: 'relative', overflowY: 'clip' })).toBe(true);
    expect(letsMarginsThrough({ display: 'block', overflowX: '', overflowY: '', float: '', position: '' })).toBe(true);
    expect(marginThrough(21.44, [0, 0], block)).toBe(21.44);
  });

  it('a flex or grid container, a flow root, a float, an absolutely placed or a scrolling box keeps its children’s margins inside', () => {
    for (const layout of [
      { ...block, display: 'flex' },
      { ...block, display: 'grid' },
      { ...block, display: 'flow-root' },
      { ...block, float: 'left' },
      { ...block, position: 'absolute' },
      { ...block, overflowY: 'hidden' },
      { ...block, overflowX: 'auto' },
    ]) {
      expect(letsMarginsThrough(layout)).toBe(false);
      expect(marginThrough(21.44, [0, 0], layout)).toBe(0);
    }
  });
});
