import { useState } from 'react';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { BlockMessage } from '../../primitives/blockMessage/BlockMessage';
import { PROVIDER_FRAME_ALLOW, placeEmbed, readEmbedSettings, type EmbedPlacement } from './embed.rules';
import { Frame, FrameBox, Placeholder } from './Embed.styles';

export interface EmbedBlockProps {
  /** The embedded page's address (a provider's video page is framed at its player address). */
  url?: string | null;
  /** The embed code (oEmbed HTML or the owner's paste): third-party markup, shown in a sandboxed frame. */
  html?: string | null;
  /** The frame's accessible name (default "Embedded content"). */
  title?: string | null;
  /** The content's width and height (any unit, only their ratio counts). */
  width?: number | null;
  height?: number | null;
  /** Width ÷ height, or "W:H", when width and height are not given (default 16:9). */
  aspectRatio?: number | string | null;
}

/** The loading text under a frame that has not loaded yet (our wording). */
export const EMBED_LOADING_TEXT = 'Loading…';

export interface EmbedFrameViewProps {
  placement: Exclude<EmbedPlacement, { kind: 'invalid' }>;
  /** The frame has loaded: it shows, the loading text goes. */
  loaded: boolean;
  /** Called on the frame's load event. While it is awaited the box carries `data-loading` (the visual farm waits for it). */
  onLoad?: () => void;
}

/** The frame in its reserved box; until `loaded`, the loading text shows in its place. */
export function EmbedFrameView({ placement, loaded, onLoad }: EmbedFrameViewProps) {
  const animate = !useReducedMotion();
  const frame =
    placement.kind === 'sandbox'
      ? { srcDoc: placement.srcdoc, sandbox: placement.sandbox }
      : { src: placement.src, allow: PROVIDER_FRAME_ALLOW, allowFullScreen: true, referrerPolicy: 'strict-origin-when-cross-origin' as const };
  return (
    <FrameBox $ratio={placement.ratio} data-embed={placement.kind} aria-busy={!loaded || undefined} data-loading={!loaded && onLoad ? '' : undefined}>
      {!loaded && <Placeholder role="status">{EMBED_LOADING_TEXT}</Placeholder>}
      <Frame {...frame} title={placement.title} loading="lazy" $loaded={loaded} $animate={animate} onLoad={onLoad} />
    </FrameBox>
  );
}

/**
 * The embed block: a provider's player in a frame at its address, third-party HTML in a
 * sandboxed frame of its own (its scripts run, never with the page's origin), or the
 * invalid-embed message. The frame's box is reserved from the aspect ratio at once.
 */
export function EmbedBlock({ url, html, title, width, height, aspectRatio }: EmbedBlockProps) {
  const placement = placeEmbed(readEmbedSettings({ url, html, title, width, height, aspectRatio }));
  const [loadedFrame, setLoadedFrame] = useState<string | null>(null);
  if (placement.kind === 'invalid') return <BlockMessage data-embed="invalid">{placement.message}</BlockMessage>;
  const frame = placement.kind === 'frame' ? placement.src : placement.srcdoc;
  return <EmbedFrameView key={frame} placement={placement} loaded={loadedFrame === frame} onLoad={() => setLoadedFrame(frame)} />;
}
