import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampSelected, menuTabKeyAction, menuTitle, readMenuBlock, showsTabs, untitledMenuTitle } from './menuTabs.rules';

describe('menuTabKeyAction', () => {
  it('moves focus right and left, wrapping at both ends', () => {
    expect(menuTabKeyAction('ArrowRight', 0, 3)).toEqual({ kind: 'focus', index: 1 });
    expect(menuTabKeyAction('ArrowRight', 2, 3)).toEqual({ kind: 'focus', index: 0 });
    expect(menuTabKeyAction('ArrowLeft', 0, 3)).toEqual({ kind: 'focus', index: 2 });
    expect(menuTabKeyAction('ArrowLeft', 2, 3)).toEqual({ kind: 'focus', index: 1 });
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(menuTabKeyAction('Home', 2, 3)).toEqual({ kind: 'focus', index: 0 });
    expect(menuTabKeyAction('End', 0, 3)).toEqual({ kind: 'focus', index: 2 });
  });

  it('selects the focused tab with Enter or Space', () => {
    expect(menuTabKeyAction('Enter', 1, 3)).toEqual({ kind: 'select', index: 1 });
    expect(menuTabKeyAction(' ', 2, 3)).toEqual({ kind: 'select', index: 2 });
  });

  it('does nothing for other keys or a tab that is not there', () => {
    expect(menuTabKeyAction('ArrowDown', 0, 3)).toBeNull();
    expect(menuTabKeyAction('Tab', 0, 3)).toBeNull();
    expect(menuTabKeyAction('ArrowRight', 0, 0)).toBeNull();
    expect(menuTabKeyAction('ArrowRight', 3, 3)).toBeNull();
  });

  it('property: n right arrows (or n left arrows) come back to the start; right then left is still', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        ([count, start]) => {
          for (const key of ['ArrowRight', 'ArrowLeft']) {
            let at = start;
            for (let i = 0; i < count; i += 1) {
              const action = menuTabKeyAction(key, at, count);
              expect(action?.kind).toBe('focus');
              at = action!.index;
              expect(at).toBeGreaterThanOrEqual(0);
              expect(at).toBeLessThan(count);
            }
            expect(at).toBe(start);
          }
          const right = menuTabKeyAction('ArrowRight', start, count)!.index;
          expect(menuTabKeyAction('ArrowLeft', right, count)!.index).toBe(start);
        },
      ),
    );
  });
});

describe('menu titles and tabs', () => {
  it('names a blank menu by its position', () => {
    expect(menuTitle(' Dinner ', 0)).toBe('Dinner');
    expect(menuTitle('', 1)).toBe('Menu 2');
    expect(untitledMenuTitle(0)).toBe('Menu 1');
  });

  it('shows tabs only for two menus or more', () => {
    expect([0, 1, 2, 5].map(showsTabs)).toEqual([false, false, true, true]);
  });

  it('keeps the selection in range', () => {
    expect(clampSelected(4, 3)).toBe(2);
    expect(clampSelected(-1, 3)).toBe(0);
    expect(clampSelected(1, 0)).toBe(0);
    expect(clampSelected(1, 3)).toBe(1);
  });
});

describe('readMenuBlock', () => {
  it('reads menus, sections and items', () => {
    expect(
      readMenuBlock({
        menus: [{ title: 'Dinner', sections: [{ title: 'Starters', items: [{ name: 'Soup', description: 'Leek and potato', price: '$8' }] }] }],
      }),
    ).toEqual({ menus: [{ title: 'Dinner', sections: [{ title: 'Starters', items: [{ name: 'Soup', description: 'Leek and potato', price: '$8' }] }] }] });
  });

  it('fills absent or null keys, skips null entries and keeps numbers as text', () => {
    expect(readMenuBlock({})).toEqual({ menus: [] });
    expect(readMenuBlock({ menus: [null, { sections: [{ items: [{ name: 'Tea', price: 3.5, description: null }] }, null] }] })).toEqual({
      menus: [{ title: '', sections: [{ title: '', items: [{ name: 'Tea', description: '', price: '3.5' }] }] }],
    });
  });

  it('keeps a bare string item as its name', () => {
    expect(readMenuBlock({ menus: [{ sections: [{ items: ['Soup'] }] }] }).menus[0]?.sections[0]?.items).toEqual([
      { name: 'Soup', description: '', price: '' },
    ]);
  });

  it('refuses what is not block data, saying where', () => {
    expect(() => readMenuBlock('menus')).toThrow('menu block: settings must be an object, got string');
    expect(() => readMenuBlock({ menus: {} })).toThrow('menu block: menus must be a list');
    expect(() => readMenuBlock({ menus: [{ sections: [{ items: [true] }] }] })).toThrow(
      'menu block: menus[0].sections[0].items[0] must be an object, got boolean',
    );
  });
});
