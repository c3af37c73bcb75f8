import { formatMediaTime } from '../../primitives/format/mediaTime';
import type { AudioDesign } from './audioTrack.rules';
import { AUDIO_MESSAGES, playButtonLabel } from './audioMessages';
import {
  Actions,
  Author,
  DownloadLink,
  ErrorMessage,
  ActionButton,
  PlayerFrame,
  PlayerRoot,
  RoundButton,
  SeekRow,
  TextRow,
  Time,
  Title,
} from './AudioPlayer.styles';
import { DownloadIcon, MutedIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, RetryIcon, VolumeIcon } from './playerIcons';
import { SeekSlider } from './SeekSlider';
import type { AudioPlayerControls } from './useAudioPlayer';
import { wantsPlayback } from './player.machine';

export interface PlayerControlsProps {
  player: AudioPlayerControls;
  design: AudioDesign;
  showDownload: boolean;
  /** Previous and next track buttons (an album). */
  trackButtons?: boolean;
}

/**
 * The player's controls, shared by the audio and album players: play/pause (its name
 * switches between Play and Pause; Try again after an error), the title and author, the
 * seek slider with elapsed and total time, mute (a toggle button), an optional download
 * link and, in an album, previous and next track.
 */
export function PlayerControls({ player, design, showDownload, trackButtons = false }: PlayerControlsProps) {
  const { state, current, settled, send, seek } = player;
  const playing = wantsPlayback(state);
  const failed = state.status === 'error';
  const total = formatMediaTime(state.duration ?? 0);
  const time = `${formatMediaTime(state.position)} / ${total}`;
  return (
    <PlayerFrame>
      <PlayerRoot
        role="group"
        aria-label={`Audio: ${current.title}`}
        $design={design}
        data-audio-player=""
        data-status={state.status}
        data-loading={settled ? undefined : ''}
      >
        <RoundButton label={playButtonLabel(state.status)} onClick={() => send({ type: playing ? 'pause' : 'play' })}>
          {failed ? <RetryIcon /> : playing ? <PauseIcon /> : <PlayIcon />}
        </RoundButton>
        <TextRow>
          <Title>{current.title}</Title>
          {current.author && <Author>{current.author}</Author>}
        </TextRow>
        <SeekRow>
          {failed ? (
            <ErrorMessage role="alert">{AUDIO_MESSAGES.unableToLoad}</ErrorMessage>
          ) : (
            <SeekSlider position={state.position} duration={state.duration} onSeek={seek} />
          )}
          <Time $chars={time.length} aria-hidden="true">
            {time}
          </Time>
        </SeekRow>
        <Actions>
          {trackButtons && (
            <>
              <ActionButton label="Previous track" disabled={state.track === 0 && state.position === 0} onClick={() => send({ type: 'previous' })}>
                <PreviousIcon />
              </ActionButton>
              <ActionButton label="Next track" disabled={state.track >= state.trackCount - 1} onClick={() => send({ type: 'next' })}>
                <NextIcon />
              </ActionButton>
            </>
          )}
          <ActionButton label="Mute" aria-pressed={state.muted} onClick={() => send({ type: 'mute', muted: !state.muted })}>
            {state.muted ? <MutedIcon /> : <VolumeIcon />}
          </ActionButton>
          {showDownload && (
            <DownloadLink href={current.url} download aria-label={`Download ${current.title}`}>
              <DownloadIcon />
            </DownloadLink>
          )}
        </Actions>
      </PlayerRoot>
    </PlayerFrame>
  );
}
