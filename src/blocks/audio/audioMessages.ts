/**
 * What the players say. The error is the spec's dictionary message (§8, 'Unable to load.
 * Try again.'); the button names are this block's (the spec shows none). Pure.
 */
import { DICTIONARY_MESSAGES } from '../../platform/dictionaryMessages';
import type { PlayerStatus } from './player.machine';

export const AUDIO_MESSAGES = {
  unableToLoad: DICTIONARY_MESSAGES.unableToLoad,
} as const;

/** The play button's name: Pause while it plays or is starting, Try again after an error, else Play. */
export function playButtonLabel(status: PlayerStatus): string {
  if (status === 'loading' || status === 'playing') return 'Pause';
  return status === 'error' ? 'Try again' : 'Play';
}
