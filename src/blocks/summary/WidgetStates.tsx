import { ControlButton } from '../../primitives/carousel/GalleryChrome';
import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { FailureBox, Placeholder } from './Summary.styles';
import type { SummaryVariant } from './summary.rules';
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

/** Stand-in image ratios of the wall's placeholders, so the columns look like a wall. */
const WALL_RATIOS = [1.5, 0.8, 1.2, 1, 0.75, 1.33] as const;

export interface SummaryPlaceholdersProps {
  variant: SummaryVariant;
  count: number;
  imageAspectRatio: number;
  /** The block's heading is drawn as a line too, when it has one. */
  heading: boolean;
}

/** The loading state's stand-ins: the variant's layout with grey items, so the rendering takes the same space. */
export function SummaryPlaceholders({ variant, count, imageAspectRatio, heading }: SummaryPlaceholdersProps) {
  const animate = !useReducedMotion();
  return (
    <div aria-hidden="true" data-summary-placeholders="">
      {heading && (
        <div data-summary-placeholder-heading="">
          <Placeholder $animate={animate} $width="40%" $height="1.3em" />
        </div>
      )}
      <div data-summary-list="">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} data-summary-placeholder="">
            <span className="summary-thumbnail-container">
              <Placeholder $animate={animate} style={{ aspectRatio: String(variant === 'wall' ? WALL_RATIOS[i % WALL_RATIOS.length] : imageAspectRatio) }} />
            </span>
            <Placeholder $animate={animate} $width="75%" $height="23px" />
            <Placeholder $animate={animate} $width="30%" $height="17px" />
            <Placeholder $animate={animate} $width="90%" $height="21px" />
          </div>
        ))}
      </div>
    </div>
  );
}
