import { useLayoutEffect, useState } from 'react';
import { useInSiteEditor } from '../../primitives/siteEditor/SiteEditor';
import { RELATIVE_TIME_REFRESH_MS } from '../../primitives/time/relativeTime';
import { useNow } from '../../primitives/time/useNow';
import { EditorHint } from './Summary.styles';
import { SummaryCarousel } from './SummaryCarousel';
import { insertRendering } from '../../primitives/widget/widgetMarkup';
import { headingText, showRelativeDates, SUMMARY_ITEM_SELECTOR } from './summaryMarkup';
import type { SummaryVariant } from './summary.rules';

/** What the site editor shows under a summary with no items (visitors see the server's markup only). */
export const EMPTY_SUMMARY_HINT = 'This summary has no items to show yet.';
/** The carousel's name when the rendering has no heading. */
export const DEFAULT_SUMMARY_LABEL = 'Summary';

const NO_ITEMS: readonly HTMLElement[] = [];

export interface SummaryRenderingProps {
  /** The server's HTML (`data.html`). */
  html: string;
  variant: SummaryVariant;
  columns: number;
  width: number;
  locale?: string;
  label?: string;
}

/**
 * The rendered state: the server's HTML in place (sanitised: its words may be visitors'), its
 * `.summary-item`s laid out by the variant's styles, past dates as relative time
 * (refreshed every 5 s), the carousel around it for that variant. No items: the markup
 * as sent, and a hint in the site editor.
 */
export function SummaryRendering({ html, variant, columns, width, locale, label }: SummaryRenderingProps) {
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [rendering, setRendering] = useState<{ items: HTMLElement[]; heading: string | null } | null>(null);
  const inEditor = useInSiteEditor();
  const now = useNow(RELATIVE_TIME_REFRESH_MS);

  useLayoutEffect(() => {
    if (!content) return;
    let current = true;
    void insertRendering(content, html, SUMMARY_ITEM_SELECTOR).then((items) => {
      if (current) setRendering({ items, heading: headingText(content) });
    });
    return () => {
      current = false;
    };
  }, [content, html]);

  useLayoutEffect(() => {
    if (content && rendering) showRelativeDates(content, now, locale);
  }, [content, rendering, now, locale]);

  // marked as loading until the sanitised HTML is in (the sanitiser may be fetched first)
  const body = <div ref={setContent} data-summary-content="" data-summary-items={rendering?.items.length} data-loading={rendering === null ? '' : undefined} />;
  const empty = rendering !== null && rendering.items.length === 0;
  return (
    <>
      {variant === 'carousel' && !empty ? (
        <SummaryCarousel items={rendering?.items ?? NO_ITEMS} columns={columns} width={width} label={rendering?.heading ?? label ?? DEFAULT_SUMMARY_LABEL}>
          {body}
        </SummaryCarousel>
      ) : (
        body
      )}
      {empty && inEditor && <EditorHint>{EMPTY_SUMMARY_HINT}</EditorHint>}
    </>
  );
}
