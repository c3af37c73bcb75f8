import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useMeasuredWidth } from '../../primitives/measure/useMeasuredWidth';
import { SanitizedHtml } from '../../primitives/untrustedHtml/SanitizedHtml';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { readSummarySettings, summarySourceOf, type SummaryServerRendering, type SummarySettings } from './summary.rules';
import { isNarrowList, placeholderCount, summaryColumns } from './summaryLayout.rules';
import { SummaryRoot } from './Summary.styles';
import { SummaryRendering } from './SummaryRendering';
import { useWidgetRendering } from '../../primitives/widget/useWidgetRendering';
import type { WidgetFailure } from '../../primitives/widget/widgetRendering.rules';
import { WidgetFailureView, WidgetStatus } from '../../primitives/widget/WidgetStates';
import { summaryRenderingForm } from './summaryWidget.rules';
import { SummaryPlaceholders } from './SummaryPlaceholders';

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
  /**
   * What the server already rendered in the block. With items, they are what the block
   * shows (no call); without, its content stays on show while the call loads and in place
   * when it fails (Retry only when the server sent nothing).
   */
  server?: SummaryServerRendering | null;
}

/**
 * The summary block (summary v2): shows the items the server rendered in the block, or,
 * when it holds none, asks the server for its rendering (000 §7, GetWidgetRendering
 * through the page's data call), and lays them out in its variant — wall, carousel, list
 * or grid (002 §3, 1005–1008). While loading, the server's content (if any) and grey
 * stand-ins take the rendering's space; a failure leaves the server's content, or, when it
 * sent nothing, shows the dictionary's message with Retry.
 */
export function SummaryBlock(props: SummaryBlockProps) {
  const { settings, elementId, blockType = null, server = null, locale, label } = props;
  const summary = useMemo(() => readSummarySettings(settings, server?.wrapperClasses), [settings, server]);
  const form = useMemo(() => summaryRenderingForm({ elementId, blockType, value: settings }, summary), [elementId, blockType, settings, summary]);
  const source = summarySourceOf(server);
  if (source.from === 'server' && server) {
    return (
      <SummaryFrame summary={summary} status="rendered" source="server">
        {(columns, width) => <SummaryRendering html={server.html} variant={summary.variant} columns={columns} width={width} locale={locale} label={label} />}
      </SummaryFrame>
    );
  }
  // a different call (the story's controls) starts again from loading
  return (
    <SummaryLoader
      key={JSON.stringify(form)}
      {...props}
      summary={summary}
      form={form}
      serverHtml={source.from === 'call' && source.keepServer && server ? server.html : null}
    />
  );
}

interface SummaryFrameProps {
  summary: SummarySettings;
  status: 'loading' | 'failed' | 'rendered';
  /** Where what it shows comes from: the server's own markup in the block, or the call. */
  source: 'server' | 'call';
  children(columns: number, width: number): ReactNode;
  /** Takes focus when Retry is pressed. */
  rootRef?: { current: HTMLDivElement | null };
}

/** The block's box: measured, the variant's columns and image ratio as CSS variables, its state as attributes. */
function SummaryFrame({ summary, status, source, children, rootRef }: SummaryFrameProps) {
  const [measure, width] = useMeasuredWidth();
  const reduceMotion = useReducedMotion();
  const columns = summaryColumns(summary.variant, summary.itemsPerRow, width);
  const style = { '--summary-columns': columns, '--summary-image-ratio': summary.imageAspectRatio } as CSSProperties;
  return (
    <SummaryRoot
      ref={(el) => {
        if (rootRef) rootRef.current = el;
        measure(el);
      }}
      $variant={summary.variant}
      style={style}
      tabIndex={-1}
      aria-busy={status === 'loading'}
      data-summary-block=""
      data-summary-variant={summary.variant}
      data-summary-state={status}
      data-summary-source={source}
      data-narrow={summary.variant === 'list' && isNarrowList(width) ? '' : undefined}
      data-reduced-motion={reduceMotion ? '' : undefined}
    >
      {children(columns, width)}
    </SummaryRoot>
  );
}

/** The server's content as it sent it (a block that holds no items: its heading, a link), kept on show, sanitised as the reply is. */
function ServerContent({ html }: { html: string }) {
  return <SanitizedHtml data-summary-server="" html={html} />;
}

function SummaryLoader({
  summary,
  form,
  locale,
  label,
  onFailure,
  serverHtml,
}: SummaryBlockProps & { summary: SummarySettings; form: ReturnType<typeof summaryRenderingForm>; serverHtml: string | null }) {
  const { state, retry } = useWidgetRendering('SummaryBlock', form, onFailure);
  const root = useRef<HTMLDivElement | null>(null);
  // the server sent something: a failure leaves it in place, with no failure view of its own
  const quietFailure = state.status === 'failed' && serverHtml !== null;
  return (
    <SummaryFrame summary={summary} status={state.status} source="call" rootRef={root}>
      {(columns, width) => (
        <>
          {state.status !== 'rendered' && serverHtml !== null && <ServerContent html={serverHtml} />}
          {state.status === 'loading' && (
            <SummaryPlaceholders
              variant={summary.variant}
              count={placeholderCount(summary.variant, summary.pageSize, columns)}
              imageAspectRatio={summary.imageAspectRatio}
              heading={summary.headerText !== null && serverHtml === null}
            />
          )}
          {state.status === 'failed' && !quietFailure && (
            <WidgetFailureView
              failure={state.failure}
              onRetry={() => {
                // the button goes with the failure: focus stays on the block, not lost to the page
                root.current?.focus();
                retry();
              }}
            />
          )}
          {state.status === 'rendered' && (
            <SummaryRendering html={state.html} variant={summary.variant} columns={columns} width={width} locale={locale} label={label} />
          )}
          <WidgetStatus failure={state.status === 'failed' && !quietFailure ? state.failure : null} />
        </>
      )}
    </SummaryFrame>
  );
}
