// @vitest-environment happy-dom
/** The `@summary` directive: a summary v2 block in the published shape, holding its items, only its header, or nothing. */
import { describe, expect, it } from 'vitest';
import { expandDirectives } from './pageDirectives.mjs';

const DATA = { slides: () => [], products: () => [], events: () => [], currency: () => 'USD' };
const JOURNAL = '64a1f0c2e4b0a1b2c3d4e5f6';

/** @param {string} args */
function block(args) {
  document.body.innerHTML = expandDirectives(`<!-- @summary ${args} -->`, 'journal.html', DATA);
  return /** @type {HTMLElement} */ (document.querySelector('.sqs-block.summary-v2-block'));
}

describe('@summary', () => {
  it('holds the first pageSize items of the collection, with its settings as the block JSON and the design as classes', () => {
    const el = block(
      `{"id": "summary-grid", "settings": {"collectionId": "${JOURNAL}", "blockVariantId": 1008, "pageSize": 2, "headerText": "Everything so far"}}`,
    );
    expect(el.id).toBe('block-summary-grid');
    expect(el.getAttribute('data-block-type')).toBe('55');
    expect(JSON.parse(el.getAttribute('data-block-json') ?? 'null')).toEqual({
      collectionId: JOURNAL,
      blockVariantId: 1008,
      pageSize: 2,
      headerText: 'Everything so far',
    });
    expect(el.querySelector('.summary-block-wrapper')?.classList.contains('summary-block-setting-design-autogrid')).toBe(true);
    expect(el.querySelector('.summary-header-text')?.textContent).toBe('Everything so far');
    expect(Array.from(el.querySelectorAll('.summary-item .summary-title-link'), (a) => a.textContent)).toEqual([
      'A morning above the clouds',
      'Harbour lights',
    ]);
    expect(el.querySelector('.summary-item img')?.getAttribute('data-src')).toBe('/assets/gallery/alpine-morning.jpg');
  });

  it('"header": only the header (the call renders the items); "empty": nothing but a noscript link', () => {
    const header = block(`{"id": "summary-wall", "sent": "header", "settings": {"collectionId": "${JOURNAL}", "headerText": "Notes and walks"}}`);
    expect(header.querySelectorAll('.summary-item')).toHaveLength(0);
    expect(header.querySelector('.summary-header-text')?.textContent).toBe('Notes and walks');
    const empty = block(`{"id": "summary-v2-007", "sent": "empty", "settings": {"collectionId": "${JOURNAL}"}}`);
    expect(empty.querySelector('.summary-block-wrapper')).toBeNull();
    expect(empty.querySelector('.sqs-block-content noscript')).not.toBeNull();
  });

  it('names the page and directive when it cannot be used', () => {
    expect(() => block('{"settings": {}}')).toThrow('journal.html: @summary: needs an "id"');
    expect(() => block('{"id": "s", "settings": {"collectionId": "nope"}}')).toThrow(
      'journal.html: @summary: settings.collectionId names no example collection',
    );
    expect(() => block(`{"id": "s", "sent": "some", "settings": {"collectionId": "${JOURNAL}"}}`)).toThrow('"sent" must be "items", "header" or "empty"');
  });
});
