import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useInView } from '../../primitives/inView/useInView';
import { tween } from '../../primitives/motion/tween';
import { useReducedMotion } from '../../primitives/reducedMotion';
import { useResizeEmitter } from '../../primitives/resize/useResizeEmitter';
import { HIGHLIGHT_TIMING, readHighlightConfig, thicknessPx, type HighlightConfig } from './highlight.config';
import { highlightPath, seededRandom, strokeWidthFor, type LineBox } from './highlight.math';

const Wrap = styled.span`
  position: relative;
  isolation: isolate;
`;

const Overlay = styled.svg`
  position: absolute;
  left: 0;
  top: 0;
  width: 1px;
  height: 1px;
  overflow: visible;
  pointer-events: none;
`;

export interface TextHighlightProps {
  children?: ReactNode;
  /** The text attribute's highlight configuration, as stored; defaults fill the gaps. */
  config?: Partial<HighlightConfig> | null;
  /** Hold the animation at this point, 0 to 1 (documentation and stories). */
  progress?: number;
  /** Changing it resets the highlight to its start state and plays it again. */
  replayKey?: number | string;
  /** Seed of the hand-drawn wobble; the same seed draws the same shape every time. */
  seed?: number;
}

/** Rects of each line the text occupies, relative to `origin`. */
function lineBoxes(text: HTMLElement, origin: DOMRect): LineBox[] {
  const range = document.createRange();
  range.selectNodeContents(text);
  return [...range.getClientRects()]
    .filter((r) => r.width > 0.5)
    .map((r) => ({ x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height }));
}

/**
 * A text highlight: one of twelve shapes drawn around each line of the text (so it
 * follows wrapping), in front of or behind it. With animation on it starts undrawn
 * (draw) or transparent (fade, fadeScale from 0.5) and plays 250 ms after it is ready,
 * or as soon as it scrolls into view; under reduced motion it is drawn at once.
 */
export function TextHighlight({ children, config: raw, progress: heldProgress, replayKey, seed = 1 }: TextHighlightProps) {
  const config = useMemo(() => readHighlightConfig(raw), [raw]);
  const reduced = useReducedMotion();
  const [wrap, setWrap] = useState<HTMLSpanElement | null>(null);
  const text = useRef<HTMLSpanElement>(null);
  const overlay = useRef<SVGSVGElement>(null);
  const group = useRef<SVGGElement>(null);
  const [lines, setLines] = useState<LineBox[]>([]);
  const [fontPx, setFontPx] = useState(config.fontSize);
  const [state, setState] = useState<'waiting' | 'animating' | 'drawn'>('waiting');
  const inView = useInView(wrap, { ratio: 0 });
  const animated = config.isAnimationEnabled && !reduced && heldProgress === undefined;

  const measure = () => {
    if (!text.current || !overlay.current) return;
    setLines(lineBoxes(text.current, overlay.current.getBoundingClientRect()));
    setFontPx(parseFloat(getComputedStyle(text.current).fontSize) || config.fontSize);
  };
  // measured again when the text or its wrapper changes, and once the fonts are in
  const measureNow = useEffectEvent(measure);
  useLayoutEffect(() => measureNow(), [children, wrap]);
  useResizeEmitter(wrap?.parentElement ?? null, measure, { axis: 'x', timeoutMs: 100 });
  useEffect(() => {
    void document.fonts?.ready.then(() => measureNow());
  }, []);

  // progress 0..1 written straight to the SVG, frame by frame; where an interrupted
  // animation stood, so a re-measure or a return into view takes it up from there
  const progress = useRef(0);
  const interrupted = useRef(false);
  const apply = (p: number) => {
    progress.current = p;
    const g = group.current;
    if (!g) return;
    if (config.animation === 'draw') {
      const offset = config.direction === 'right' ? 1 - p : -(1 - p);
      g.querySelectorAll('path').forEach((path) => path.setAttribute('stroke-dashoffset', String(offset)));
    } else {
      g.style.opacity = String(p);
      g.style.transform = config.animation === 'fadeScale' ? `scale(${HIGHLIGHT_TIMING.fadeScaleFrom + (1 - HIGHLIGHT_TIMING.fadeScaleFrom) * p})` : '';
    }
  };

  // whether the text was on screen when it became ready (or was replayed): then it waits 250 ms
  const start = useRef<{ key: unknown; visible: boolean } | null>(null);
  const visibleNow = () => {
    const r = wrap?.getBoundingClientRect();
    return !!r && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
  };
  useEffect(() => {
    if (lines.length === 0) return;
    if (heldProgress !== undefined) return apply(Math.min(1, Math.max(0, heldProgress)));
    if (!animated) {
      apply(1);
      setState('drawn');
      return;
    }
    const replayed = start.current === null || start.current.key !== replayKey;
    // a reset (or the first run) starts undrawn; an interrupted run goes on from where it stood
    if (!replayed && !interrupted.current && progress.current === 1) {
      // drawn already: a re-measure redraws it drawn
      apply(1);
      return;
    }
    const from = !replayed && interrupted.current ? progress.current : 0;
    apply(from);
    setState('waiting');
    if (replayed) start.current = { key: replayKey, visible: visibleNow() };
    // the observer reports a moment after mounting: what is on screen counts as in view already
    if (!inView && !visibleNow()) return;
    let run: ReturnType<typeof tween> | null = null;
    // on screen when ready: 250 ms later; scrolled into view later, or taken up again: at once
    const delay = start.current!.visible && from === 0 ? HIGHLIGHT_TIMING.startDelayMs : 0;
    const timer = window.setTimeout(() => {
      setState('animating');
      interrupted.current = true;
      // the duration is scaled by the distance left (tween's `from`)
      run = tween(apply, { durationMs: config.duration * 1000, from, now: () => Date.now() });
      void run.finished.then((done) => {
        if (!done) return;
        interrupted.current = false;
        setState('drawn');
      });
    }, delay);
    return () => {
      window.clearTimeout(timer);
      run?.cancel();
    };
  }, [lines, animated, inView, heldProgress, replayKey, config]); // eslint-disable-line react-hooks/exhaustive-deps -- apply and visibleNow only write the SVG and read the wrapper's box: a run starts again only when what it draws changes

  const random = seededRandom(seed);
  const stroke = thicknessPx(config.thickness, fontPx);
  const draw = config.animation === 'draw';
  return (
    <Wrap ref={setWrap} data-highlight={config.shape} data-highlight-state={heldProgress === undefined ? state : 'held'}>
      <span ref={text} style={{ position: 'relative', zIndex: 1 }}>
        {children}
      </span>
      <Overlay
        ref={overlay}
        aria-hidden="true"
        focusable="false"
        style={{ zIndex: config.isFront ? 2 : 0, opacity: config.opacity, mixBlendMode: config.blend === 'none' ? 'normal' : (config.blend as never) }}
      >
        <g ref={group} style={{ transformBox: 'fill-box', transformOrigin: 'center', opacity: animated && !draw ? 0 : undefined }}>
          {lines.map((line, i) => (
            <path
              key={i}
              d={highlightPath(config.shape, line, { stroke, random })}
              fill="none"
              stroke={config.color}
              strokeWidth={strokeWidthFor(config.shape, line, stroke)}
              strokeLinecap={config.shape === 'marker' ? 'butt' : config.linecap}
              strokeLinejoin="round"
              // the start state is in the markup, so nothing flashes before the animation takes over
              {...(draw ? { pathLength: 1, strokeDasharray: '1 1', strokeDashoffset: animated ? (config.direction === 'right' ? 1 : -1) : 0 } : {})}
            />
          ))}
        </g>
      </Overlay>
    </Wrap>
  );
}
