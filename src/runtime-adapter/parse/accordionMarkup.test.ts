import { describe, expect, it } from 'vitest';
import { accordionHeadingLevel, publishedFlag, readAccordionMarkup } from './accordionMarkup';

const item = { title: 'Parking', descriptionHtml: '<p>Behind the hall</p>' };

describe('readAccordionMarkup', () => {
  it('reads the published flags: "true" is true, an empty value false', () => {
    const read = readAccordionMarkup({
      container: {
        'data-should-allow-multiple-open-items': '',
        'data-is-divider-enabled': 'true',
        'data-is-first-divider-visible': '',
        'data-is-last-divider-visible': 'true',
        'data-is-expanded-first-item': 'true',
        'data-accordion-title-alignment': 'center',
        'data-accordion-description-alignment': 'right',
        'data-accordion-description-placement': 'center',
        'data-accordion-icon-placement': 'left',
      },
      items: [item],
      headingLevel: '4',
    });
    expect(read).toEqual({
      ok: true,
      value: {
        items: [item],
        allowMultiple: false,
        firstExpanded: true,
        headingLevel: 4,
        layout: {
          dividers: true,
          firstDivider: false,
          lastDivider: true,
          titleAlignment: 'center',
          descriptionAlignment: 'right',
          descriptionPlacement: 'center',
          iconPlacement: 'left',
        },
      },
    });
  });

  it('takes left text, the icon on the right and no dividers when the container says nothing', () => {
    const read = readAccordionMarkup({ container: {}, items: [item], headingLevel: null });
    expect(read.ok && read.value.layout).toEqual({
      dividers: false,
      firstDivider: false,
      lastDivider: false,
      titleAlignment: 'left',
      descriptionAlignment: 'left',
      descriptionPlacement: 'left',
      iconPlacement: 'right',
    });
    expect(read.ok && read.value.headingLevel).toBe(3);
  });

  it('names what is missing when there is no container or no item', () => {
    expect(readAccordionMarkup({ container: null, items: [], headingLevel: null })).toEqual({ ok: false, error: 'no ul.accordion-items-container' });
    expect(readAccordionMarkup({ container: {}, items: [], headingLevel: null })).toEqual({
      ok: false,
      error: 'no li.accordion-item in its ul.accordion-items-container',
    });
  });
});

describe('publishedFlag and accordionHeadingLevel', () => {
  it('reads flags and levels as published', () => {
    expect(['true', ' TRUE ', '', 'false', undefined].map(publishedFlag)).toEqual([true, true, false, false, false]);
    expect(['2', '6', '1', '7', 'x', null].map(accordionHeadingLevel)).toEqual([2, 6, 3, 3, 3, 3]);
  });
});
