import { ControlButton } from '../carousel/GalleryChrome';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { FailureBox } from './Widget.styles';
import type { WidgetFailure } from './widgetRendering.rules';

/** The retry button's text (the spec's message says "Try again."; the button's word is ours). */
export const RETRY_LABEL = 'Retry';

export interface WidgetFailureViewProps {
  failure: WidgetFailure;
  onRetry(): void;
}

/** The failure's words as one sentence: 'Network error. Unable to load. Try again.' */
export const failureText = (failure: WidgetFailure) => (failure.detail ? `${failure.detail}. ${failure.message}` : failure.message);

/**
 * The failure state (002 §8 wording) with a button that loads again. The block announces
 * the same words in its status region (`WidgetStatus`), which is there from the start.
 */
export function WidgetFailureView({ failure, onRetry }: WidgetFailureViewProps) {
  return (
    <FailureBox data-widget-failure="">
      <p>
        {failure.detail && <strong>{failure.detail}. </strong>}
        {failure.message}
      </p>
      <ControlButton type="button" onClick={onRetry} style={{ paddingInline: 16 }}>
        {RETRY_LABEL}
      </ControlButton>
    </FailureBox>
  );
}

/** The block's polite status region: empty until a load fails, then the failure's words. */
export function WidgetStatus({ failure }: { failure: WidgetFailure | null }) {
  return <VisuallyHidden role="status">{failure ? failureText(failure) : ''}</VisuallyHidden>;
}
