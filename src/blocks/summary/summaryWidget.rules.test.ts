import { describe, expect, it } from 'vitest';
import { readSummarySettings } from './summary.rules';
import { summaryRenderingForm } from './summaryWidget.rules';

describe('the summary widget rendering form (000 §7)', () => {
  it('a summary of an events collection also sends collectionId; any other summary does not', () => {
    const events = { collectionId: 'ev1', collectionType: 'events' };
    const block = { elementId: 'block-ev', blockType: '55', value: events };
    expect(summaryRenderingForm(block, readSummarySettings(events))).toEqual({ widgetJSON: { type: 55, id: 'ev', value: events }, collectionId: 'ev1' });
    const blog = { collectionId: 'b1' };
    expect(summaryRenderingForm({ ...block, value: blog, blockType: null }, readSummarySettings(blog))).toEqual({
      widgetJSON: { type: 55, id: 'ev', value: blog },
    });
    // an events summary naming no collection has nothing to send
    expect(summaryRenderingForm(block, readSummarySettings({ collectionType: 'events' })).collectionId).toBeUndefined();
  });
});
