/**
 * Story parameters that steer the visual farm, kept in step with Chromatic's:
 *
 *   parameters: visualParameters({ modes: ['desktop'], waitFor: '[data-ready]' })
 *   parameters: visualParameters({ disable: 'Shows live video; covered by the poster story' })
 */
import { modesParameter, type ModeName } from './modes';

export interface VisualOptions {
  /** Capture only these modes. */
  modes?: readonly ModeName[];
  /** Leave the story out of the visual farm; the reason is required and reported. */
  disable?: string;
  /** A selector inside the story root that must be visible before capture. */
  waitFor?: string;
}

export interface VisualParameter {
  disable?: string;
  waitFor?: string;
}

export function visualParameters(options: VisualOptions) {
  if (options.disable !== undefined && options.disable.trim().length < 10) {
    throw new Error('visualParameters: a disabled story needs a written reason (10 characters or more)');
  }
  const visual: VisualParameter = {};
  if (options.disable) visual.disable = options.disable;
  if (options.waitFor) visual.waitFor = options.waitFor;
  return {
    visual,
    chromatic: {
      ...(options.modes ? { modes: modesParameter(options.modes) } : {}),
      ...(options.disable ? { disableSnapshot: true } : {}),
    },
  };
}
