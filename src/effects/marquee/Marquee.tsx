import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../primitives/a11y/VisuallyHidden';
import { useInView } from '../../primitives/inView/useInView';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { useResizeEmitter } from '../../primitives/resize/useResizeEmitter';
import { MARQUEE_DEFAULTS } from '../../platform/constants';
import { MARQUEE, copiesNeeded, marqueeOffset, requireWindow, wavePath, type MarqueeDirection } from './marquee.math';

const Region = styled.div`
  position: relative;
  width: 100%;
  min-width: ${MARQUEE.minRegionWidthPx}px;
  overflow: hidden;
  svg {
    display: block;
    overflow: visible;
  }
`;

const Measure = styled.span`
  position: absolute;
  visibility: hidden;
  white-space: pre;
`;

export interface MarqueeProps {
  text: string;
  direction?: MarqueeDirection;
  /** 1 moves 60 px a second. */
  speed?: number;
  /** Waves across the width. */
  waveFrequency?: number;
  /** Pixels the wave rises and falls; 0 is a straight line. */
  waveIntensity?: number;
  pauseOnHover?: boolean;
  /** Font size, px. */
  fontSize?: number;
  /** Between copies. */
  separator?: string;
}

/**
 * The marquee text block: the text runs in a loop along a straight or waving line,
 * only while in view, paused under the pointer when configured, and still under
 * reduced motion. Screen readers get the text once; the moving copies are hidden
 * from them and hold nothing focusable. Time comes from Date.now(), so a frozen
 * clock (screenshots) holds it still.
 */
export function Marquee({
  text,
  direction = MARQUEE_DEFAULTS.direction,
  speed = MARQUEE_DEFAULTS.speed,
  waveFrequency = MARQUEE_DEFAULTS.waveFrequency,
  waveIntensity = MARQUEE_DEFAULTS.waveIntensity,
  pauseOnHover = false,
  fontSize = 32,
  separator = ' • ',
}: MarqueeProps) {
  requireWindow();
  const pathId = useId().replace(/:/g, '');
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const [copyWidth, setCopyWidth] = useState(0);
  const [hovered, setHovered] = useState(false);
  const measure = useRef<HTMLSpanElement>(null);
  const textPath = useRef<SVGTextPathElement>(null);
  const reduced = useReducedMotion();
  const inView = useInView(region, { ratio: 0 });
  const running = inView && !reduced && !(pauseOnHover && hovered) && copyWidth > 0;

  useLayoutEffect(() => {
    if (region) setWidth(Math.max(MARQUEE.minRegionWidthPx, region.clientWidth));
    if (measure.current) setCopyWidth(measure.current.getBoundingClientRect().width);
  }, [region, text, separator, fontSize]);
  // re-laid out 1000 ms after the region stops resizing
  useResizeEmitter(region, (w) => setWidth(Math.max(MARQUEE.minRegionWidthPx, w)), { axis: 'x', timeoutMs: MARQUEE.rerenderDebounceMs });

  const elapsed = useRef(0);
  useEffect(() => {
    // written only when it moves: an unchanged attribute is still a DOM mutation, every frame
    const place = () => {
      const offset = String(marqueeOffset({ elapsedMs: elapsed.current, speed, direction, copyWidth }));
      if (textPath.current && textPath.current.getAttribute('startOffset') !== offset) textPath.current.setAttribute('startOffset', offset);
    };
    place();
    if (!running) return;
    let last = Date.now();
    let frame = requestAnimationFrame(function tick() {
      const now = Date.now();
      elapsed.current += now - last;
      last = now;
      place();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, speed, direction, copyWidth]);

  const height = Math.ceil(fontSize * 1.5 + 2 * Math.abs(waveIntensity));
  const copy = `${text}${separator}`;
  const copies = copiesNeeded(copyWidth, width * 1.5 + copyWidth);
  return (
    <Region
      ref={setRegion}
      data-marquee={running ? 'running' : 'still'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      style={{ fontSize }}
    >
      <VisuallyHidden>{text}</VisuallyHidden>
      <Measure ref={measure} aria-hidden="true">
        {copy}
      </Measure>
      {width > 0 && (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
          <path id={pathId} d={wavePath({ width, height, frequency: waveFrequency, intensity: waveIntensity })} fill="none" />
          <text fill="currentColor" dominantBaseline="middle" style={{ fontSize, whiteSpace: 'pre' }}>
            <textPath ref={textPath} href={`#${pathId}`}>
              {copy.repeat(copies)}
            </textPath>
          </text>
        </svg>
      )}
    </Region>
  );
}
