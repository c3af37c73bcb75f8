/**
 * Timing a lightbox's opening in a page, shared by the lightbox benchmarks: from the click
 * on an opener to the lightbox's first image painted, and to its full-size image painted.
 * Paint times come from Element Timing: every image put into a dialog after the click is
 * marked with `elementtiming` as it is inserted (before its first paint), "image" when it
 * carries alt text (the lightbox image proper), "placeholder" when its alt is empty.
 */

/** The page's init script (page.addInitScript): marks the dialog's images and collects their paints. */
export function watchLightbox() {
  const paints = [];
  let clickedAt = null;
  let painted;
  // settles once the full-size image has painted, with the times since the click: nothing polls the page meanwhile
  const done = new Promise((resolve) => (painted = resolve));
  window.addEventListener('click', (e) => (clickedAt ??= e.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    // element timing entries (PerformanceElementTiming, which the DOM types do not have yet)
    const entries = /** @type {(PerformanceEntry & { identifier: string, renderTime: number, loadTime: number, naturalWidth: number })[]} */ (
      list.getEntries()
    );
    for (const entry of entries) paints.push({ id: entry.identifier, at: entry.renderTime || entry.loadTime, width: entry.naturalWidth });
    const image = paints.find((p) => p.id === 'image');
    if (!image || clickedAt === null) return;
    const first = Math.min(...paints.filter((p) => p.id === 'image' || p.id === 'placeholder').map((p) => p.at));
    painted({ first: first - clickedAt, full: image.at - clickedAt });
  }).observe({ type: 'element', buffered: true });
  // the init script runs before there is a body: watch the document from the start
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        // the lightbox's images: in a dialog that came after the click (the node added is in it, or holds it)
        if (clickedAt === null || !(node instanceof Element)) continue;
        const inDialog = node.closest('[role="dialog"]') !== null;
        const images = node instanceof HTMLImageElement ? (inDialog ? [node] : []) : node.querySelectorAll(inDialog ? 'img' : '[role="dialog"] img');
        for (const img of images) img.setAttribute('elementtiming', img.getAttribute('alt') ? 'image' : 'placeholder');
      }
  }).observe(document, { childList: true, subtree: true });
  window.__lightboxBench = { done };
}

/** Sets the CPU throttling (CDP Emulation.setCPUThrottlingRate) of a page. */
export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * On a page with `watchLightbox` installed: waits for the opener's own image to have
 * loaded, rests the pointer on it for `dwell` ms as a visitor does before clicking, clicks,
 * and returns { first, full }: ms from the click to the first and to the full-size image painted.
 */
export async function timeLightboxOpen(page, opener, { dwell }) {
  await opener.scrollIntoViewIfNeeded();
  await page.waitForFunction((el) => el.querySelector('img')?.complete && !el.querySelector('[data-loading]'), await opener.elementHandle(), {
    timeout: 30_000,
  });
  await opener.hover();
  await page.waitForTimeout(dwell);
  await opener.click();
  // awaited in the page, so the bench takes no time on the page's main thread while the lightbox opens
  return page.evaluate(() =>
    Promise.race([window.__lightboxBench.done, new Promise((_, fail) => setTimeout(() => fail(new Error('no lightbox image painted within 30 s')), 30_000))]),
  );
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const range = (values) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
