/**
 * The video block: its data read with defaults, the space it reserves before its
 * poster or player is there (spec 000 §9: placeholder 65 % for Auto, otherwise 100
 * divided by the column count; a poster with known dimensions keeps its own ratio),
 * and its accessible name. Embed checks and messages come from
 * primitives/video/videoEmbed.rules.ts. Pure.
 */
import type { Dimensions } from '../../primitives/image/imageGeometry';
import { videoPlaceholderPercent } from '../../primitives/video/videoPlaceholder.math';

export interface VideoFrameInput {
  /** The poster's size (data-image-dimensions), when there is a poster. */
  posterDimensions: Dimensions | null;
  /** The block's aspect ratio setting: 'auto' or width ÷ height. */
  aspectRatio: number | 'auto';
  /** The columns the block's video shares a row with (1 for a lone video). */
  columns: number;
}

/**
 * The frame's height as a percentage of its width (padding-bottom): the poster's own
 * ratio when its dimensions are known, else the placeholder rule.
 */
export function videoFramePercent({ posterDimensions, aspectRatio, columns }: VideoFrameInput): number {
  if (posterDimensions && posterDimensions.width > 0 && posterDimensions.height > 0) {
    return (posterDimensions.height / posterDimensions.width) * 100;
  }
  return videoPlaceholderPercent(aspectRatio, columns);
}

/** Our fallback name when the block has no title (the spec gives none). */
export const UNTITLED_VIDEO = 'Video';

/** The name the play control and the player frame carry: the title, trimmed, or "Video". */
export function videoName(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? trimmed : UNTITLED_VIDEO;
}
