import { lazy as lazyComponent, Suspense } from 'react';
import { ResponsiveImage } from '../../primitives/image/ResponsiveImage';
import type { LoadMode } from '../../primitives/image/imageFit';
import type { ShownSlide } from '../core/slideAttributes';

/** Video code is fetched only by galleries that have a video slide. */
const VideoSlide = lazyComponent(() => import('../../primitives/video/VideoSlide').then((module) => ({ default: module.VideoSlide })));

/** Holds the slide's box (and marks it loading) while the video code arrives. */
function VideoPending() {
  return <div data-loading="" style={{ width: '100%', height: '100%', background: '#111' }} />;
}

export interface SlideMediaProps {
  slide: ShownSlide;
  /** The slide's place, for the name of a slide without a title. */
  index: number;
  count: number;
  mode?: LoadMode;
  lazy?: boolean;
  sizes?: string;
  /** A video that is not the current slide cannot start (strip, slideshow, carousel). */
  inactive?: boolean;
  onVideoShowingChange?: (showing: boolean) => void;
}

/** The name a slide is announced by: its title, else its place. */
export function slideName(slide: ShownSlide, index: number, count: number): string {
  return slide.title ?? `${slide.type === 'video' ? 'Video' : 'Image'} ${index + 1} of ${count}`;
}

/** What fills a slide in every design: its image, or a video slide with its poster and play control. */
export function SlideMedia({ slide, index, count, mode = 'fill', lazy, sizes, inactive, onVideoShowingChange }: SlideMediaProps) {
  const name = slideName(slide, index, count);
  if (slide.type === 'video') {
    return (
      <Suspense fallback={<VideoPending />}>
        <VideoSlide slide={slide} name={name} inactive={inactive} mode={mode} lazy={lazy} sizes={sizes} onShowingChange={onVideoShowingChange} />
      </Suspense>
    );
  }
  return (
    <ResponsiveImage src={slide.src!} alt={name} dimensions={slide.dimensions} focalPoint={slide.focalPoint} mode={mode} fillParent lazy={lazy} sizes={sizes} />
  );
}
