/**
 * The popup overlays' scanner, in the popup overlay's chunk (loaded only on a page with an overlay: its
 * descriptor's `elements`). Each `.sqs-popup-overlay[data-popup-overlay-json]` is read with the newsletter
 * block inside it as its signup; start-up's block scan passes over the blocks inside an overlay
 * (the same selector), so the signup is never mounted on its own inside the hidden overlay.
 */
import { parseBlockJson } from '../parse/blockJson';
import { UNTITLED_POPUP_OVERLAY, popupOverlayImage } from '../parse/popupOverlayMarkup';
import { POPUP_OVERLAY_SELECTOR } from './popupOverlayMarkup';
import type { MountJob } from '../mountTypes';
import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
import { blockContent } from './readMarkup';
import { formMarkupOf } from './scanForms';
import type { PageViewScanner } from './scanPageViews';

/**
 * Popup overlays: `.sqs-popup-overlay[data-popup-overlay-json]` with the newsletter block
 * inside as its signup. The inner block is bound with the overlay, so it is not mounted
 * on its own inside the hidden overlay.
 */
export const scanPopupOverlays: PageViewScanner = (root, { pageType }) => {
  const jobs: MountJob[] = [];
  const messages: string[] = [];
  for (const overlay of Array.from(root.querySelectorAll<HTMLElement>(POPUP_OVERLAY_SELECTOR))) {
    if (overlay.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const block = overlay.querySelector<HTMLElement>('.sqs-block.newsletter-block, .sqs-block[data-block-type="51"]');
    const parsed = parseBlockJson(overlay.getAttribute('data-popup-overlay-json'), overlay.id);
    const json = parsed.ok
      ? parsed
      : {
          ok: false as const,
          error: parsed.error.message.replace(/^Block (.*?) skipped: its data-block-json/, 'Popup overlay left hidden: its data-popup-overlay-json'),
        };
    const blockJson = block ? parseBlockJson(block.getAttribute('data-block-json'), block.id) : null;
    const ok = json.ok && (blockJson === null || blockJson.ok);
    if (!json.ok) messages.push(json.error);
    if (blockJson && !blockJson.ok) messages.push(blockJson.error.message);
    overlay.setAttribute(BOUND_ATTRIBUTE, ok ? 'popupOverlay' : SKIPPED);
    block?.setAttribute(BOUND_ATTRIBUTE, ok ? 'popupOverlay' : SKIPPED);
    if (!json.ok || (blockJson && !blockJson.ok)) continue;
    const inBlock = (el: Element) => block?.contains(el) === true || el.closest('noscript') !== null;
    const heading = Array.from(overlay.querySelectorAll('h1, h2, h3')).find((el) => !inBlock(el));
    const paragraphs = Array.from(overlay.querySelectorAll('p'))
      .filter((el) => !inBlock(el))
      .map((el) => el.textContent?.trim() ?? '')
      .filter((text) => text !== '');
    const img = Array.from(overlay.querySelectorAll('img')).find((el) => !inBlock(el));
    jobs.push({
      kind: 'popupOverlay',
      element: overlay,
      label: 'popup overlay',
      props: {
        settings: json.value,
        title: heading?.textContent?.trim() || overlay.querySelector('[aria-label]')?.getAttribute('aria-label')?.trim() || UNTITLED_POPUP_OVERLAY,
        body: paragraphs.length > 0 ? paragraphs.join('\n\n') : undefined,
        image: img
          ? popupOverlayImage(img.getAttribute('data-src') ?? img.getAttribute('src'), img.getAttribute('data-image-dimensions'), img.getAttribute('alt'))
          : undefined,
        newsletter: block && blockJson?.ok ? { ...formMarkupOf(blockContent(block)), blockId: block.id || null } : null,
        pageType,
      },
    });
  }
  return { jobs, messages };
};
