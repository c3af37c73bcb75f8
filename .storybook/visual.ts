/**
 * Story parameters that steer the visual farm, kept in step with Chromatic's:
 *
 *   parameters: visualParameters({ modes: ['desktop'], waitFor: '[data-ready]' })
 *   parameters: visualParameters({ disable: 'Shows live video; covered by the poster story' })
 *   parameters: visualParameters({ viewport: true })   // an overlay: capture the viewport
 */
import { modesParameter, type ModeName } from './modes';

export interface VisualOptions {
  /** Capture only these modes. */
  modes?: readonly ModeName[];
  /** Leave the story out of the visual farm; the reason is required and reported. */
  disable?: string;
  /** A selector inside the story root that must be visible before capture. */
  waitFor?: string;
  /**
   * Capture the whole viewport instead of the story root: for overlays (a dialog, the
   * lightbox) that cover the page from a portal outside the root.
   */
  viewport?: boolean;
}

export interface VisualParameter {
  disable?: string;
  waitFor?: string;
  viewport?: boolean;
}

export function visualParameters(options: VisualOptions) {
  if (options.disable !== undefined && options.disable.trim().length < 10) {
    throw new Error('visualParameters: a disabled story needs a written reason (10 characters or more)');
  }
  const visual: VisualParameter = {};
  if (options.disable) visual.disable = options.disable;
  if (options.waitFor) visual.waitFor = options.waitFor;
  if (options.viewport) visual.viewport = true;
  return {
    visual,
    chromatic: {
      ...(options.modes ? { modes: modesParameter(options.modes) } : {}),
      ...(options.disable ? { disableSnapshot: true } : {}),
    },
  };
}
