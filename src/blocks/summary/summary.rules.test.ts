import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SUMMARY_VARIANT,
  SUMMARY_DEFAULTS,
  SUMMARY_VARIANTS,
  SUMMARY_VARIANT_IDS,
  aspectRatioOf,
  isEventCollection,
  readSummarySettings,
  summaryVariantOf,
  summarySourceOf,
  summaryVariantFromClasses,
} from './summary.rules';

describe('summary variant', () => {
  it('maps block variant ids 1005 to 1008 to wall, carousel, list and grid (002 §3)', () => {
    expect([1005, 1006, 1007, 1008].map((id) => summaryVariantOf({ blockVariantId: id }))).toEqual(['wall', 'carousel', 'list', 'grid']);
    expect(summaryVariantOf({ variantId: '1006' })).toBe('carousel');
  });

  it('takes blockVariantId before variantId, and a variant id before the design name', () => {
    expect(summaryVariantOf({ blockVariantId: 1007, variantId: 1005 })).toBe('list');
    expect(summaryVariantOf({ variantId: 1005, design: 'carousel' })).toBe('wall');
  });

  it('reads the design names, the older autocolumns and autogrid too, in any case', () => {
    expect(summaryVariantOf({ design: 'List' })).toBe('list');
    expect(summaryVariantOf({ design: 'autocolumns' })).toBe('wall');
    expect(summaryVariantOf({ design: 'autogrid' })).toBe('grid');
  });

  it('falls back to the grid for anything else: absent, null, another block’s variant id, an unknown design', () => {
    for (const settings of [{}, { blockVariantId: null }, { blockVariantId: 1003 }, { design: 'slideshow' }, { variantId: 'x' }]) {
      expect(summaryVariantOf(settings)).toBe(DEFAULT_SUMMARY_VARIANT);
    }
    expect(DEFAULT_SUMMARY_VARIANT).toBe('grid');
  });

  it('always names one of the four variants (property)', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (settings) => SUMMARY_VARIANTS.includes(summaryVariantOf(settings))));
    fc.assert(fc.property(fc.constantFrom(...SUMMARY_VARIANTS), (variant) => summaryVariantOf({ blockVariantId: SUMMARY_VARIANT_IDS[variant] }) === variant));
  });
});

describe('event collections', () => {
  it('are named by collectionType events or itemType event-item', () => {
    expect(isEventCollection({ collectionType: 'events' })).toBe(true);
    expect(isEventCollection({ collectionType: 'Event' })).toBe(true);
    expect(isEventCollection({ itemType: 'event-item' })).toBe(true);
    expect(isEventCollection({ collectionType: 'blog' })).toBe(false);
    expect(isEventCollection({ collectionType: null })).toBe(false);
    expect(isEventCollection({})).toBe(false);
  });
});

describe('summary settings', () => {
  it('reads every key', () => {
    expect(
      readSummarySettings({
        blockVariantId: 1006,
        collectionId: ' 64a1 ',
        collectionType: 'events',
        pageSize: '4',
        itemsPerRow: 2,
        imageAspectRatio: '4:3',
        headerText: 'Upcoming',
      }),
    ).toEqual({
      variant: 'carousel',
      collectionId: '64a1',
      eventCollection: true,
      pageSize: 4,
      itemsPerRow: 2,
      imageAspectRatio: 4 / 3,
      headerText: 'Upcoming',
    });
  });

  it('applies the defaults where keys are absent, null or unusable, and caps items to a row at 6', () => {
    expect(readSummarySettings({ pageSize: 0, itemsPerRow: -1, imageAspectRatio: 'wide', headerText: '  ', collectionId: null })).toEqual({
      variant: 'grid',
      collectionId: null,
      eventCollection: false,
      ...SUMMARY_DEFAULTS,
      headerText: null,
    });
    expect(readSummarySettings({ itemsPerRow: 12 }).itemsPerRow).toBe(6);
  });

  it('reads aspect ratios as numbers, digits, W:H or W/H', () => {
    expect(aspectRatioOf(1.5)).toBe(1.5);
    expect(aspectRatioOf('0.75')).toBe(0.75);
    expect(aspectRatioOf('16:9')).toBeCloseTo(16 / 9);
    expect(aspectRatioOf('3/2')).toBe(1.5);
    expect([0, -1, Number.NaN, '0:1', '1:0', 'auto', null].map(aspectRatioOf)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('published summaries', () => {
  it('reads the design from the wrapper’s summary-block-setting-design-* classes when the block data names none', () => {
    const classes = ['summary-block-wrapper', 'summary-block-setting-design-list-thumbnail-left', 'summary-block-setting-design-autocolumns'];
    expect(summaryVariantFromClasses(classes)).toBe('wall');
    expect(summaryVariantFromClasses(['summary-block-wrapper'])).toBeNull();
    expect(readSummarySettings({}, classes).variant).toBe('wall');
    expect(readSummarySettings({ design: 'carousel' }, classes).variant).toBe('carousel');
    expect(readSummarySettings({ slidesPerRow: 4 }).itemsPerRow).toBe(4);
  });

  it('shows the server’s own items without a call, and keeps what it sent while a call loads', () => {
    const server = (itemCount: number, hasContent: boolean) => ({ html: '', itemCount, hasContent, wrapperClasses: [] });
    expect(summarySourceOf(server(3, true))).toEqual({ from: 'server' });
    expect(summarySourceOf(server(0, true))).toEqual({ from: 'call', keepServer: true });
    expect(summarySourceOf(server(0, false))).toEqual({ from: 'call', keepServer: false });
    expect(summarySourceOf(null)).toEqual({ from: 'call', keepServer: false });
  });
});
