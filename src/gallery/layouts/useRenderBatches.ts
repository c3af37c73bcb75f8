import { useEffect, useMemo, useRef, useState } from 'react';
import { images } from '../../tokens/tokens';
import type { Rect } from '../layout/layoutTypes';
import { renderBatches } from '../layout/renderBatches.math';

/**
 * Which slides a positioned gallery renders now (`renderBatches`): those near the viewport at
 * once, then a batch more in each following task until every slide is there. Planned once per
 * slide count, from where the stage sits when its layout is first known; a gallery that fits one
 * batch renders whole at once. Returns a test for an index.
 */
export function useRenderBatches(rects: readonly Rect[], stage: HTMLElement | null): (index: number) => boolean {
  const count = rects.length;
  const plan = useRef<{ count: number; batches: number[][] } | null>(null);
  if (count > 0 && stage && plan.current?.count !== count) {
    const top = -stage.getBoundingClientRect().top;
    const margin = images.lazyMarginPx;
    const viewport = stage.ownerDocument.defaultView?.innerHeight ?? 0;
    plan.current = { count, batches: renderBatches(rects, { top: top - margin, bottom: top + viewport + margin }) };
  }
  const batches = plan.current?.count === count ? plan.current.batches : null;
  const [passes, setPasses] = useState(1);
  const total = batches?.length ?? 0;
  useEffect(() => {
    if (passes >= total) return;
    // each pass in a task of its own, so the page stays responsive while the rest arrive
    const timer = setTimeout(() => setPasses((done) => done + 1), 0);
    return () => clearTimeout(timer);
  }, [passes, total]);
  const rendered = useMemo(() => {
    if (!batches || batches.length <= 1) return null;
    const flags = new Uint8Array(count);
    for (const batch of batches.slice(0, passes)) for (const index of batch) flags[index] = 1;
    return flags;
  }, [batches, count, passes]);
  return rendered ? (index) => rendered[index] === 1 : () => true;
}
