/**
 * The accordion block as the platform publishes it (7.1, number 69): no JSON; the settings
 * are `data-*` flags on `ul.accordion-items-container` (an empty value means false) and the
 * items are `li.accordion-item`s, each a title in `.accordion-item__title` (inside the
 * heading's button) and a rich-text `.accordion-item__description`. The scanner passes
 * these as plain values (`AccordionMarkup`); `readAccordionMarkup` turns them into the
 * accordion's props in the mount chunk. Pure: no DOM, no React.
 */
import type { Result } from '../../platform/result/result';
import type { AccordionAlignment, AccordionLayout } from '../../blocks/accordion/accordion.rules';

export interface AccordionItemMarkup {
  /** The text of `.accordion-item__title`, trimmed. */
  title: string;
  /** The inner HTML of `.accordion-item__description` (the server's rich text). */
  descriptionHtml: string;
}

export interface AccordionMarkup {
  /** The attributes of `ul.accordion-items-container`, null when the block has none. */
  container: Record<string, string> | null;
  items: AccordionItemMarkup[];
  /** The `aria-level` of the first item's title heading, as found. */
  headingLevel: string | null;
}

export interface AccordionMarkupProps {
  items: AccordionItemMarkup[];
  allowMultiple: boolean;
  firstExpanded: boolean;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  layout: AccordionLayout;
}

/** The accordion's props, or what the markup is missing (the platform's `Result`). */
export type AccordionMarkupResult = Result<AccordionMarkupProps>;

/** A published flag: `"true"` is true; an empty value (the platform's false), `"false"` or none is false. */
export function publishedFlag(value: string | undefined): boolean {
  return (value ?? '').trim().toLowerCase() === 'true';
}

function alignment(value: string | undefined, fallback: AccordionAlignment): AccordionAlignment {
  const v = (value ?? '').trim().toLowerCase();
  return v === 'left' || v === 'center' || v === 'right' ? v : fallback;
}

/** The heading level of the titles: the published `aria-level` when 2–6, else 3 (the platform's usual). */
export function accordionHeadingLevel(value: string | null): 2 | 3 | 4 | 5 | 6 {
  const n = Number((value ?? '').trim());
  return n === 2 || n === 3 || n === 4 || n === 5 || n === 6 ? n : 3;
}

/**
 * The accordion's props from its published markup, or what is missing: a block without
 * `ul.accordion-items-container`, or whose container holds no `li.accordion-item`, is not
 * read (it stays as rendered). A blank title is kept blank (the view names it "Item N").
 */
export function readAccordionMarkup(markup: AccordionMarkup): AccordionMarkupResult {
  const c = markup.container;
  if (c === null) return { ok: false, error: 'no ul.accordion-items-container' };
  if (markup.items.length === 0) return { ok: false, error: 'no li.accordion-item in its ul.accordion-items-container' };
  const iconPlacement = (c['data-accordion-icon-placement'] ?? '').trim().toLowerCase() === 'left' ? 'left' : 'right';
  return {
    ok: true,
    value: {
      items: markup.items,
      allowMultiple: publishedFlag(c['data-should-allow-multiple-open-items']),
      firstExpanded: publishedFlag(c['data-is-expanded-first-item']),
      headingLevel: accordionHeadingLevel(markup.headingLevel),
      layout: {
        dividers: publishedFlag(c['data-is-divider-enabled']),
        firstDivider: publishedFlag(c['data-is-first-divider-visible']),
        lastDivider: publishedFlag(c['data-is-last-divider-visible']),
        titleAlignment: alignment(c['data-accordion-title-alignment'], 'left'),
        descriptionAlignment: alignment(c['data-accordion-description-alignment'], 'left'),
        descriptionPlacement: alignment(c['data-accordion-description-placement'], 'left'),
        iconPlacement,
      },
    },
  };
}
