import { useReducedMotion } from '../../primitives/reducedMotion';
import { Placeholder } from '../../primitives/widget/Widget.styles';
import type { SummaryVariant } from './summary.rules';

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
