import { createContext } from 'react';
import { pagePlayback, type PlaybackStore } from './playback.store';

/** The store the players below share; the page's by default (stories give each story its own). */
export const PlaybackStoreContext = createContext<PlaybackStore>(pagePlayback);
