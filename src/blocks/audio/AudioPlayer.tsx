import type { AudioEngine } from './audioEngine';
import type { AudioDesign, AudioTrack } from './audioTrack.rules';
import { PlayerControls } from './PlayerControls';
import { useAudioPlayer } from './useAudioPlayer';

export interface AudioPlayerProps {
  /** The track: its file's address, title, author and the length the page states. */
  track: AudioTrack;
  /** Offer a link to download the file. */
  showDownload?: boolean;
  /** `minimal` (one row) or `legacy` (a framed card). */
  design?: AudioDesign;
  /** The medium; an `Audio` element by default (stories and tests pass a stand-in). */
  engine?: AudioEngine;
}

/** The audio block: one track with play/pause, a seek slider, time, mute and an optional download. */
export function AudioPlayer({ track, showDownload = false, design = 'minimal', engine }: AudioPlayerProps) {
  const player = useAudioPlayer([track], engine);
  return <PlayerControls player={player} design={design} showDownload={showDownload} />;
}
