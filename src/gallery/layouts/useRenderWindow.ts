import { useEffect, useMemo, useRef, useState } from 'react';
import { images } from '../../tokens/tokens';
import type { Rect } from '../layout/layoutTypes';
import { HELD_BATCH_SIZE, RENDER_BATCH_SIZE, renderBatches, slidesMeeting, viewportBand, type Band } from '../layout/renderBatches.math';

/** Which slides a positioned gallery renders in full, and which as a light cell holding their text. */
interface RenderWindow {
  full: (index: number) => boolean;
  held: (index: number) => boolean;
}

/** The band around the viewport to render in full: a viewport's height more on each side (at least the images' lazy margin). */
function bandOf(stage: HTMLElement): Band {
  const viewport = stage.ownerDocument.defaultView?.innerHeight ?? 0;
  return viewportBand(stage.getBoundingClientRect().top, viewport, Math.max(images.lazyMarginPx, viewport));
}

/**
 * A gallery of at most `RENDER_BATCH_SIZE` slides renders whole. A larger one renders in full
 * the slides near the viewport (`slidesMeeting` the band around it) and more as the visitor
 * scrolls (a slide once rendered stays: its image, its focus); with `holdText` (its slides show
 * their title or description) every other slide gets a light cell holding that text, a
 * batch per task, nearest first. Planned once per slide count from where the stage sits when
 * its layout is first known.
 */
export function useRenderWindow(rects: readonly Rect[], stage: HTMLElement | null, holdText: boolean): RenderWindow {
  const count = rects.length;
  const windowed = count > RENDER_BATCH_SIZE;
  const plan = useRef<{ count: number; full: Uint8Array; held: number[][] } | null>(null);
  if (windowed && stage && plan.current?.count !== count) {
    const band = bandOf(stage);
    const full = new Uint8Array(count);
    for (const index of slidesMeeting(rects, band)) full[index] = 1;
    plan.current = { count, full, held: holdText ? renderBatches(rects, band, HELD_BATCH_SIZE) : [] };
  }
  const current = plan.current?.count === count ? plan.current : null;
  const [, setAdded] = useState(0);
  const latestRects = useRef(rects);
  latestRects.current = rects;
  useEffect(() => {
    const view = stage?.ownerDocument.defaultView;
    if (!windowed || !stage || !view || !current) return;
    let frame = 0;
    const follow = () => {
      frame = 0;
      let added = 0;
      for (const index of slidesMeeting(latestRects.current, bandOf(stage))) {
        if (current.full[index] === 1) continue;
        current.full[index] = 1;
        added += 1;
      }
      if (added > 0) setAdded((n) => n + added);
    };
    const schedule = () => {
      if (frame === 0) frame = view.requestAnimationFrame(follow);
    };
    view.addEventListener('scroll', schedule, { passive: true });
    view.addEventListener('resize', schedule, { passive: true });
    // the layout may have moved since the plan (a width measured again)
    schedule();
    return () => {
      view.removeEventListener('scroll', schedule);
      view.removeEventListener('resize', schedule);
      if (frame !== 0) view.cancelAnimationFrame(frame);
    };
  }, [windowed, stage, current]);
  const [passes, setPasses] = useState(1);
  const total = current?.held.length ?? 0;
  useEffect(() => {
    if (passes >= total) return;
    // each pass in a task of its own, so the page stays responsive while the rest arrive
    const timer = setTimeout(() => setPasses((done) => done + 1), 0);
    return () => clearTimeout(timer);
  }, [passes, total]);
  const held = useMemo(() => {
    const flags = new Uint8Array(count);
    for (const batch of current?.held.slice(0, passes) ?? []) for (const index of batch) flags[index] = 1;
    return flags;
  }, [current, count, passes]);
  if (!windowed) return { full: () => true, held: () => false };
  return { full: (index) => current?.full[index] === 1, held: (index) => held[index] === 1 };
}
