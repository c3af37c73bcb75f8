import { useMemo, useRef, type CSSProperties } from 'react';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { readSummarySettings } from './summary.rules';
import { isNarrowList, placeholderCount, summaryColumns } from './summaryLayout.rules';
import { SummaryRoot } from './Summary.styles';
import { SummaryRendering } from './SummaryRendering';
import { useWidgetRendering } from './useWidgetRendering';
import { summaryRenderingForm, type WidgetFailure } from './widgetRendering.rules';
import { SummaryPlaceholders, WidgetFailureView, WidgetStatus } from './WidgetStates';

export interface SummaryBlockProps {
  /** The block data (its decoded `data-block-json`), sent as the widget's value. */
  settings: Readonly<Record<string, unknown>>;
  /** The block element's id (`block-…`); the call sends it without the prefix. */
  elementId: string | null;
  /** The block's `data-block-type` (55 when the page gives none). */
  blockType?: string | number | null;
  /** The language relative dates are written in (default English). */
  locale?: string;
  /** The carousel's name when the rendering has no heading (default "Summary"). */
  label?: string;
  /** Hears each failure (the runtime logs its cause with the block). */
  onFailure?(failure: WidgetFailure): void;
}

/**
 * The summary block (summary v2): asks the server for its rendering (000 §7,
 * GetWidgetRendering through the page's data call) and shows it in its variant — wall,
 * carousel, list or grid (002 §3, 1005–1008). While loading, grey stand-ins take the
 * rendering's space; a failure shows the dictionary's message with Retry.
 */
export function SummaryBlock(props: SummaryBlockProps) {
  const { settings, elementId, blockType = null } = props;
  const summary = useMemo(() => readSummarySettings(settings), [settings]);
  const form = useMemo(() => summaryRenderingForm({ elementId, blockType, value: settings }, summary), [elementId, blockType, settings, summary]);
  // a different call (the story's controls) starts again from loading
  return <SummaryLoader key={JSON.stringify(form)} {...props} summary={summary} form={form} />;
}

function SummaryLoader({ summary, form, locale, label, onFailure }: SummaryBlockProps & { summary: ReturnType<typeof readSummarySettings>; form: ReturnType<typeof summaryRenderingForm> }) {
  const { state, retry } = useWidgetRendering('SummaryBlock', form, onFailure);
  const [measure, width] = useMeasuredWidth();
  const reduceMotion = useReducedMotion();
  const root = useRef<HTMLDivElement | null>(null);
  const columns = summaryColumns(summary.variant, summary.itemsPerRow, width);
  const style = { '--summary-columns': columns, '--summary-image-ratio': summary.imageAspectRatio } as CSSProperties;

  return (
    <SummaryRoot
      ref={(el) => {
        root.current = el;
        measure(el);
      }}
      $variant={summary.variant}
      style={style}
      tabIndex={-1}
      aria-busy={state.status === 'loading'}
      data-summary-block=""
      data-summary-variant={summary.variant}
      data-summary-state={state.status}
      data-narrow={summary.variant === 'list' && isNarrowList(width) ? '' : undefined}
      data-reduced-motion={reduceMotion ? '' : undefined}
    >
      {state.status === 'loading' && (
        <SummaryPlaceholders variant={summary.variant} count={placeholderCount(summary.variant, summary.pageSize, columns)} imageAspectRatio={summary.imageAspectRatio} heading={summary.headerText !== null} />
      )}
      {state.status === 'failed' && (
        <WidgetFailureView
          failure={state.failure}
          onRetry={() => {
            // the button goes with the failure: focus stays on the block, not lost to the page
            root.current?.focus();
            retry();
          }}
        />
      )}
      {state.status === 'rendered' && <SummaryRendering html={state.html} variant={summary.variant} columns={columns} width={width} locale={locale} label={label} />}
      <WidgetStatus failure={state.status === 'failed' ? state.failure : null} />
    </SummaryRoot>
  );
}
