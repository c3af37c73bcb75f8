import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { SanitizedHtml } from '../../primitives/untrustedHtml/SanitizedHtml';
import { Placeholder } from '../../primitives/widget/Widget.styles';
import { insertRendering } from '../../primitives/widget/widgetMarkup';
import { useWidgetRendering } from '../../primitives/widget/useWidgetRendering';
import { widgetRenderingForm, type WidgetFailure } from '../../primitives/widget/widgetRendering.rules';
import { WidgetFailureView, WidgetStatus } from '../../primitives/widget/WidgetStates';
import {
  SOCIAL_GALLERY_ITEM_SELECTOR,
  SOCIAL_GALLERY_WIDGET_TYPE,
  readSocialGallerySettings,
  socialGalleryColumns,
  socialPlaceholderCount,
} from './socialGallery.rules';
import { SocialGalleryRoot } from './SocialGallery.styles';

export interface SocialGalleryBlockProps {
  /** The block data (its decoded `data-block-json`), sent as the widget's value. */
  settings: Readonly<Record<string, unknown>>;
  /** The block element's id (`block-…`); the call sends it without the prefix. */
  elementId: string | null;
  /** The block's `data-block-type` ("instagram" is sent when it holds no number). */
  blockType?: string | number | null;
  /** Hears each failure (the runtime logs its cause with the block). */
  onFailure?(failure: WidgetFailure): void;
  /**
   * What the server rendered in the block (its posts as linked images), or null: shown in
   * place of the stand-ins while the call loads, and kept, with no failure view, if it fails.
   */
  serverHtml?: string | null;
}

/**
 * The social gallery block (instagram): asks the server for its rendering (000 §7,
 * GetWidgetRendering through the page's data call) and lays the images it sends out as
 * a grid of squares. Loading, failure and retry as the summary block; where the server
 * rendered posts in the block, they show while it loads and stay if it fails.
 */
export function SocialGalleryBlock(props: SocialGalleryBlockProps) {
  const { settings, elementId, blockType = null } = props;
  const form = useMemo(() => widgetRenderingForm({ elementId, blockType, value: settings }, SOCIAL_GALLERY_WIDGET_TYPE), [elementId, blockType, settings]);
  return <SocialGalleryLoader key={JSON.stringify(form)} {...props} form={form} />;
}

function SocialGalleryLoader({ settings, form, onFailure, serverHtml = null }: SocialGalleryBlockProps & { form: ReturnType<typeof widgetRenderingForm> }) {
  const gallery = useMemo(() => readSocialGallerySettings(settings), [settings]);
  const { state, retry } = useWidgetRendering('SocialGalleryBlock', form, onFailure);
  const [measure, width] = useMeasuredWidth();
  const animate = !useReducedMotion();
  const root = useRef<HTMLDivElement | null>(null);
  const style = { '--social-columns': socialGalleryColumns(gallery.itemsPerRow, width) } as CSSProperties;
  // the server sent posts: they stand in while loading, and a failure leaves them without a failure view
  const showServer = serverHtml !== null && state.status !== 'rendered';
  const quietFailure = state.status === 'failed' && serverHtml !== null;

  return (
    <SocialGalleryRoot
      ref={(el) => {
        root.current = el;
        measure(el);
      }}
      style={style}
      tabIndex={-1}
      aria-busy={state.status === 'loading'}
      data-social-gallery=""
      data-summary-state={state.status}
    >
      {/* the server's posts go back into the page sanitised, as the reply does */}
      {showServer && <SanitizedHtml data-social-gallery-server="" html={serverHtml ?? ''} />}
      {state.status === 'loading' && !showServer && (
        <div aria-hidden="true" data-summary-list="">
          {Array.from({ length: socialPlaceholderCount(gallery.pageSize) }, (_, i) => (
            <Placeholder key={i} data-summary-placeholder="" $animate={animate} $height="100%" />
          ))}
        </div>
      )}
      {state.status === 'failed' && !quietFailure && (
        <WidgetFailureView
          failure={state.failure}
          onRetry={() => {
            root.current?.focus();
            retry();
          }}
        />
      )}
      {state.status === 'rendered' && <SocialGalleryRendering html={state.html} />}
      <WidgetStatus failure={state.status === 'failed' && !quietFailure ? state.failure : null} />
    </SocialGalleryRoot>
  );
}

/** The server's HTML in place, its images (`.social-gallery-item`) in the grid. */
function SocialGalleryRendering({ html }: { html: string }) {
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [count, setCount] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!content) return;
    let current = true;
    void insertRendering(content, html, SOCIAL_GALLERY_ITEM_SELECTOR).then((items) => {
      if (current) setCount(items.length);
    });
    return () => {
      current = false;
    };
  }, [content, html]);
  // marked as loading until the sanitised HTML is in (the sanitiser may be fetched first)
  return <div ref={setContent} data-summary-content="" data-summary-items={count ?? undefined} data-loading={count === null ? '' : undefined} />;
}
