import styled from 'styled-components';
import { DEFAULT_FOCAL_POINT, type Dimensions, type FocalPoint } from '../../primitives/image/imageGeometry';
import type { VideoMode } from '../../primitives/video/videoEmbed.rules';
import { VideoSlide } from '../../primitives/video/VideoSlide';
import { videoFramePercent, videoName } from './videoBlock.rules';

/** The box keeps its height from the first paint (padding-bottom), so nothing below it moves. */
const Frame = styled.div<{ $percent: number }>`
  position: relative;
  width: 100%;
  height: 0;
  padding-bottom: ${({ $percent }) => $percent}%;
  & > div {
    position: absolute;
    inset: 0;
  }
`;

export interface VideoPoster {
  src: string;
  /** data-image-dimensions: the frame keeps the poster's ratio. */
  dimensions: Dimensions | null;
  focalPoint?: FocalPoint;
}

export interface VideoBlockProps {
  /** The embed markup from the block data; only the player address inside it is used. */
  embed: string | null;
  /** The video's title: its play control is "Play video: …" (untitled: "Video"). */
  title?: string | null;
  /** The poster: the provider's thumbnail, or the owner's custom thumbnail. Null shows a placeholder. */
  poster?: VideoPoster | null;
  /** The poster is the owner's custom thumbnail (an unusable embed then gets the featured-image message). */
  customThumbnail?: boolean;
  /** The provider reported a Vimeo Basic account, which cannot be embedded. */
  vimeoBasic?: boolean;
  /** The block's aspect ratio setting, for the placeholder: 'auto' (65 %) or width ÷ height (100 ÷ columns). */
  aspectRatio?: number | 'auto';
  /** The columns the video shares a row with. */
  columns?: number;
  /** How the player sits in the frame. */
  mode?: VideoMode | null;
  /** The sizes attribute of the poster. */
  sizes?: string;
}

/**
 * The video block: the poster with a play control, then the provider's player in a
 * frame built from the embed's address only (the gallery's video, from
 * primitives/video). Its height is reserved from the poster's dimensions, or by the
 * placeholder rule without a poster. Markup that cannot be embedded shows the spec's
 * message instead of the play control.
 */
export function VideoBlock({
  embed,
  title = null,
  poster = null,
  customThumbnail = false,
  vimeoBasic = false,
  aspectRatio = 'auto',
  columns = 1,
  mode = null,
  sizes,
}: VideoBlockProps) {
  const percent = videoFramePercent({ posterDimensions: poster?.dimensions ?? null, aspectRatio, columns });
  const source = {
    src: poster?.src ?? null,
    dimensions: poster?.dimensions ?? null,
    focalPoint: poster?.focalPoint ?? DEFAULT_FOCAL_POINT,
    videoEmbed: embed,
  };
  return (
    <Frame $percent={percent} data-video-block="">
      <VideoSlide slide={source} name={videoName(title)} mode={mode} sizes={sizes} customFeaturedImage={customThumbnail} vimeoBasic={vimeoBasic} />
    </Frame>
  );
}
