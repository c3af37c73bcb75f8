import { useCallback, useContext, useEffect, useId, useLayoutEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { ResponsiveImage } from '../image/ResponsiveImage';
import type { Dimensions, FocalPoint } from '../image/imageGeometry';
import { PlaybackStoreContext } from '../playback/PlaybackStoreContext';
import { checkEmbed, detectProvider, embedSource, keepsPlayerUnderPoster, playerCommand, playerUrl, type VideoMode } from './videoEmbed.rules';
import { initialVideoSlide, videoSlideReducer } from './videoPlayback.machine';
import * as tokens from '../../tokens/tokens';
import { focusRing } from '../focusRing/focusRing';

/** The page's one-at-a-time store, shared with the audio players (`primitives/playback`). */
export { PlaybackStoreContext };

const Box = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow: hidden;
  background: #111;
`;

const Placeholder = styled.div`
  width: 100%;
  height: 100%;
  background: linear-gradient(135deg, #2b2b2b, #111);
`;

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: #fff;
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: default;
  }
  & > span {
    display: grid;
    place-items: center;
    width: min(64px, 50%);
    aspect-ratio: 1;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.72);
    box-shadow: 0 0 0 2px #fff;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible > span {
    ${focusRing()}
  }
`;

const Message = styled.p`
  position: absolute;
  inset: auto 0 0;
  max-height: 100%;
  margin: 0;
  padding: 6px 8px;
  line-height: 1.25;
  background: rgba(0, 0, 0, 0.8);
  color: #fff;
  font-size: ${tokens.fontSizes.sm}px;
`;

const Player = styled.iframe<{ $fit: boolean }>`
  position: absolute;
  border: 0;
  ${({ $fit }) => ($fit ? 'inset: 0; margin: auto; width: 100%; max-height: 100%; aspect-ratio: 16 / 9;' : 'inset: 0; width: 100%; height: 100%;')}
`;

/** What a video needs of its source: the poster (featured image) and the embed markup (data-html). A gallery slide fits. */
export interface VideoSource {
  /** The poster image; null shows a placeholder. */
  src: string | null;
  dimensions: Dimensions | null;
  focalPoint: FocalPoint;
  /** The embed markup; only the player address inside it is used. */
  videoEmbed: string | null;
}

export interface VideoSlideProps {
  slide: VideoSource;
  /** What the video is called: the play control is "Play video: …". */
  name: string;
  /** Not the current slide of a strip: the play control does nothing. */
  inactive?: boolean;
  mode?: VideoMode | null;
  lazy?: boolean;
  sizes?: string;
  /** Told when this video starts showing and when it stops. */
  onShowingChange?: (showing: boolean) => void;
  /** The owner replaced the provider's thumbnail (video block data): unusable markup gets the featured-image message. */
  customFeaturedImage?: boolean;
  /** The provider reported a Vimeo Basic account, which cannot be embedded. */
  vimeoBasic?: boolean;
}

function send(frame: HTMLIFrameElement | null, message: string | null) {
  if (frame?.contentWindow && message) frame.contentWindow.postMessage(message, '*');
}

/**
 * A video slide: its poster with a play control (click, Enter or Space) until played,
 * then the provider's player in a frame built here from the embed's address only.
 * Starting one video stops whichever other plays on the page: its overlay comes back and
 * its player is paused (providers that take commands: the player is kept under the
 * overlay and told to play again when the visitor does) or unloaded (the others). An
 * inactive slide does not start; markup that cannot be embedded shows the spec's
 * message instead.
 */
export function VideoSlide({
  slide,
  name,
  inactive = false,
  mode = null,
  lazy = true,
  sizes,
  onShowingChange,
  customFeaturedImage = false,
  vimeoBasic = false,
}: VideoSlideProps) {
  const id = useId();
  const store = useContext(PlaybackStoreContext);
  const isPlaying = useSyncExternalStore(
    store.subscribe,
    () => store.playing() === id,
    () => false,
  );
  const [state, dispatch] = useReducer(videoSlideReducer, undefined, () => initialVideoSlide(inactive, mode));
  const frame = useRef<HTMLIFrameElement | null>(null);
  /** The frame's player has loaded: it takes commands from then on. */
  const loaded = useRef(false);
  const attachFrame = useCallback((element: HTMLIFrameElement | null) => {
    frame.current = element;
    loaded.current = false;
  }, []);
  const check = checkEmbed({ markup: slide.videoEmbed, customFeaturedImage, vimeoBasic });
  const source = embedSource(slide.videoEmbed);
  const provider = detectProvider(slide.videoEmbed ?? '');
  const showing = state.phase === 'showing-video';
  const playerShown = showing && source !== null;
  // a player that takes commands stays under the overlay, paused; the others are unloaded, which stops them
  const framed = source !== null && (showing || keepsPlayerUnderPoster(state.player, provider));

  useEffect(() => dispatch({ type: 'setInactive', inactive }), [inactive]);
  useEffect(() => dispatch({ type: 'setMode', mode }), [mode]);
  // another video started: back to the overlay
  useEffect(() => {
    if (showing && !isPlaying) dispatch({ type: 'stop' });
  }, [isPlaying]); // eslint-disable-line react-hooks/exhaustive-deps -- only another video starting stops this one, not this one's own showing
  useEffect(() => {
    if (!showing) store.stop(id);
    onShowingChange?.(showing);
  }, [showing]); // eslint-disable-line react-hooks/exhaustive-deps -- reported when the showing changes, not for each new callback
  useEffect(() => () => store.stop(id), [store, id]);
  // a loaded player is paused when the overlay comes back over it and plays when shown again; focus goes into it
  useLayoutEffect(() => {
    if (playerShown) frame.current?.focus();
    if (loaded.current) send(frame.current, playerCommand(provider, playerShown ? 'play' : 'pause'));
  }, [playerShown, provider]);

  const play = () => {
    if (inactive || !check.ok) return;
    store.start(id);
    dispatch({ type: 'activate' });
  };

  return (
    <Box data-video-slide={playerShown ? undefined : ''}>
      {framed && (
        <Player
          key={state.reloadKey}
          ref={attachFrame}
          $fit={state.mode === 'fit'}
          src={playerUrl(source.url, provider)}
          title={`Video: ${name}`}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          hidden={!playerShown}
          onLoad={() => {
            loaded.current = true;
            // the address starts it: a player loaded while the overlay is back is paused at once
            send(frame.current, playerCommand(provider, playerShown ? 'play' : 'pause'));
          }}
        />
      )}
      {!playerShown && (
        <>
          {slide.src ? (
            <ResponsiveImage src={slide.src} alt="" dimensions={slide.dimensions} focalPoint={slide.focalPoint} fillParent lazy={lazy} sizes={sizes} />
          ) : (
            <Placeholder />
          )}
          {check.ok ? (
            <PlayButton type="button" aria-label={`Play video: ${name}`} aria-disabled={inactive || undefined} onClick={play}>
              <span>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                </svg>
              </span>
            </PlayButton>
          ) : (
            <Message role="status">
              <VisuallyHidden>{name}: </VisuallyHidden>
              {check.message}
            </Message>
          )}
        </>
      )}
    </Box>
  );
}
