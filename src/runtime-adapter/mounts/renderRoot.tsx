/**
 * What every mount chunk shares: a React root on an element, inside the theme and the
 * reduced-motion override (nomotion forces it on), and how to hide the server's markup
 * while a view stands in for it and show it again afterwards.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ThemeProvider } from 'styled-components';
import { buildTheme, tokenVariables } from '../../tokens/theme/buildTheme';
import { DEFAULT_PALETTE } from '../../tokens/theme/defaultPalette.generated';
import { siteThemeStyleText } from '../../tokens/theme/siteColorVariables';
import { ReducedMotionProvider } from '../../primitives/reducedMotion';
import type { MountContext, Unmount } from '../mountTypes';
import { blockLabel } from '../parse/blockJson';
import { LEFT_ATTRIBUTE } from '../scan/boundAttribute';
import { showWaitingImages } from '../page/waitingImages';
import { PORTAL_HOST_ATTRIBUTE } from '../../primitives/portal/Portal';

export { LEFT_ATTRIBUTE };
import { describeMissing, isNothingMissing, leftAsRenderedMessage, missingContent } from './serverContent.rules';
import { VIEW_ATTRIBUTE, shownContentOf, viewContentOf } from './serverContent';
import { contentBoxHeight, heightToHold, marginThrough, type ContentLayout } from './heldBox.rules';
import { hideMarkupElement } from './hiddenMarkup';

/**
 * The theme the mounted components get through styled-components: our default palette,
 * generated ahead of time (no palette maths on a visitor's page). Its colours reach the
 * views as the `--color-*` variables `ensureThemeVariables` declares, taken from the
 * site's palette where the page has one; the palette values serve what needs numbers
 * (a chart's series, the blocks drawn in their own light or dark look).
 */
let theme: ReturnType<typeof buildTheme> | null = null;
const runtimeTheme = () => (theme ??= buildTheme(DEFAULT_PALETTE));

/** Marks the style element that declares the theme's CSS variables for the page. */
export const THEME_VARIABLES_ATTRIBUTE = 'data-runtime-theme';

/** Marks each element a view renders into: the theme's variables are declared there. */
export const ROOT_ATTRIBUTE = 'data-runtime-root';

/**
 * Where the theme's variables are declared: each view's element and each portal's host (the
 * dialogs and lightboxes at the end of the body), never `:root`, whose new custom properties
 * would restyle every element of the page (on a page of 10,000 server-rendered gallery slides,
 * 45 s of style recalculation in Chromium, `npm run bench:gallery-scale`).
 */
const THEME_SCOPE = `[${ROOT_ATTRIBUTE}],[${PORTAL_HOST_ATTRIBUTE}]`;

/**
 * Declares the theme's CSS custom properties once for the page, in a style element of
 * its own: the tokens (`--font-size-md`, …) and the colours (`--color-text`,
 * `--color-border`, …) on each view's element and portal host, each colour taken from the
 * site's palette variables with our default theme as the fallback (`siteThemeStyleText`),
 * so a view takes the colours of the section it sits in; the dialogs and lightboxes
 * portalled to the end of the body take the page's. Put first in the head, so the page's
 * own rules of the same weight still win.
 */
export function ensureThemeVariables(doc: Document): void {
  if (doc.head.querySelector(`style[${THEME_VARIABLES_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(THEME_VARIABLES_ATTRIBUTE, '');
  style.textContent = siteThemeStyleText(DEFAULT_PALETTE, tokenVariables(), THEME_SCOPE);
  doc.head.prepend(style);
}

export function renderInto(element: HTMLElement, node: ReactNode, context: MountContext): Unmount {
  ensureThemeVariables(element.ownerDocument);
  element.setAttribute(ROOT_ATTRIBUTE, '');
  const root = createRoot(element);
  // rendered at once, so what the view shows can be compared with the server's markup before anything paints
  flushSync(() =>
    root.render(
      <ThemeProvider theme={runtimeTheme()}>
        <ReducedMotionProvider override={context.noMotion ? 'reduce' : null}>{node}</ReducedMotionProvider>
      </ThemeProvider>,
    ),
  );
  return () => {
    root.unmount();
    element.removeAttribute(ROOT_ATTRIBUTE);
  };
}

/**
 * Hides the element children of `content` (except script, noscript and a view's host); returns how to show them again.
 * A child of thousands of elements keeps its boxes with its rendering skipped (`hideMarkupElement`).
 */
export function hideServerMarkup(content: HTMLElement): () => void {
  const shows: (() => void)[] = [];
  for (const child of Array.from(content.children)) {
    if (!(child instanceof HTMLElement) || child.tagName === 'SCRIPT' || child.tagName === 'NOSCRIPT' || child.hidden) continue;
    if (child.hasAttribute(VIEW_ATTRIBUTE)) continue;
    shows.push(hideMarkupElement(child));
  }
  return () => shows.forEach((show) => show());
}

/** The block's content element, or the block itself. */
export function contentOf(block: HTMLElement): HTMLElement {
  return block.querySelector<HTMLElement>('.sqs-block-content') ?? block;
}

/** The server markup's box, as laid out now: its height and the margins collapsing through its top and bottom edges. */
interface MarkupBox {
  height: number;
  marginTop: number;
  marginBottom: number;
}

/** The content's children in the flow: shown, neither scripts nor the view's host, not taken out by position. */
function flowChildren(content: HTMLElement): HTMLElement[] {
  return Array.from(content.children).filter((child): child is HTMLElement => {
    if (!(child instanceof HTMLElement) || child.hidden || child.hasAttribute(VIEW_ATTRIBUTE)) return false;
    const style = getComputedStyle(child);
    return style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed';
  });
}

/** The box the content's children take (its content box) and the margins of its first and last child that collapse through it. */
function markupBox(content: HTMLElement): MarkupBox {
  const style = getComputedStyle(content);
  const [paddingTop, paddingBottom, borderTop, borderBottom] = [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth].map(
    parseFloat,
  ) as [number, number, number, number];
  const layout: ContentLayout = {
    display: style.display,
    overflowX: style.overflowX,
    overflowY: style.overflowY,
    float: style.float,
    position: style.position,
  };
  const children = flowChildren(content);
  const first = children[0];
  const last = children[children.length - 1];
  return {
    height: contentBoxHeight(content.getBoundingClientRect().height, [paddingTop, paddingBottom, borderTop, borderBottom]),
    marginTop: first ? marginThrough(parseFloat(getComputedStyle(first).marginTop), [paddingTop, borderTop], layout) : 0,
    marginBottom: last ? marginThrough(parseFloat(getComputedStyle(last).marginBottom), [paddingBottom, borderBottom], layout) : 0,
  };
}

/**
 * Gives the view's host the markup's margins that collapsed through the content's edges
 * (`marginThrough`) and keeps the markup's height as its least height while the block is
 * on screen (`heightToHold`), so a shorter view pulls nothing up; lets the height go once
 * the block is off screen. Returns how to let it go at once.
 */
function holdServerHeight(block: HTMLElement, host: HTMLElement, markup: MarkupBox): () => void {
  // the markup's outer margins stay where they were, so the block keeps its place
  if (markup.marginTop > 0) host.style.marginTop = `${markup.marginTop}px`;
  if (markup.marginBottom > 0) host.style.marginBottom = `${markup.marginBottom}px`;
  const view = block.ownerDocument.defaultView;
  const height = heightToHold(markup.height, block.getBoundingClientRect(), view?.innerHeight ?? 0);
  if (height === null || !view || typeof view.IntersectionObserver !== 'function') return () => {};
  host.style.minHeight = `${height}px`;
  const observer = new view.IntersectionObserver((entries) => {
    if (entries.some((entry) => !entry.isIntersecting)) release();
  });
  const release = () => {
    observer.disconnect();
    host.style.minHeight = '';
  };
  observer.observe(block);
  return release;
}

/** Set on a block while its view is rendered but does not show all the server's content yet. */
export const PENDING_ATTRIBUTE = 'data-runtime-pending';
/** How long a view may take to show the server's content (a call it makes, an image it waits for). */
export const VIEW_WAIT_MS = 5000;

/**
 * Renders a view in place of a block's server markup, never showing a visitor less than
 * the server sent: the view goes into a new element at the end of the content (filling
 * the content's box with `fill`), and the server's markup is hidden only once the view
 * shows every word and form control the markup showed. Until then the view waits hidden;
 * if it still falls short after `VIEW_WAIT_MS`, it is removed, the block stays as
 * rendered (marked `data-runtime-left`) and one console warning says what was missing.
 * At the swap the view holds the markup's height while the block is on screen, so a
 * shorter view moves nothing (`holdServerHeight`). Unmounting removes the view and shows the markup again.
 * A view whose content comes later (a call's reply in place of what the server rendered) says when it has
 * come with `settled`: until then every change is checked again, and a view that then falls short is taken
 * away in the same way, the markup shown again.
 */
export function replaceBlockContent(
  block: HTMLElement,
  node: ReactNode,
  context: MountContext,
  hostClass: string,
  { fill = false, settled }: { fill?: boolean; settled?: (view: HTMLElement) => boolean } = {},
): Unmount {
  const content = contentOf(block);
  const server = shownContentOf(content);
  // measured before the view is added: a view that swaps at once keeps the markup's box
  const serverBox = markupBox(content);
  const host = document.createElement('div');
  host.className = hostClass;
  host.setAttribute(VIEW_ATTRIBUTE, '');
  // a view with no size of its own (a shape) fills the box the page layout gives its block
  if (fill) host.style.cssText = 'width:100%;height:100%';
  content.appendChild(host);
  let unmountView: Unmount | null = renderInto(host, node, context);
  let showServer: (() => void) | null = null;
  let stopWaiting = () => {};
  let releaseHold = () => {};
  let stopWatching = () => {};
  const missing = () => missingContent(server, viewContentOf(host));
  const swap = (markup: MarkupBox) => {
    block.removeAttribute(PENDING_ATTRIBUTE);
    releaseHold = holdServerHeight(block, host, markup);
    host.hidden = false;
    showServer = hideServerMarkup(content);
    if (settled) watchUntilSettled(settled);
  };
  // after the swap, a view whose content comes later is checked again until it has come
  const watchUntilSettled = (isSettled: (view: HTMLElement) => boolean) => {
    const check = () => {
      if (!isSettled(host)) return;
      stopWatching();
      if (isNothingMissing(missing())) return;
      releaseHold();
      showServer?.();
      showServer = null;
      leave();
    };
    const observer = new MutationObserver(check);
    observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
    stopWatching = () => observer.disconnect();
    check();
  };
  const leave = () => {
    const short = missing();
    block.removeAttribute(PENDING_ATTRIBUTE);
    block.setAttribute(LEFT_ATTRIBUTE, describeMissing(short));
    unmountView?.();
    unmountView = null;
    host.remove();
    // the server's markup is the block now: its images load as the platform's loader would load them
    showWaitingImages(content);
    console.warn(leftAsRenderedMessage(blockLabel(block.id), short));
  };
  if (isNothingMissing(missing())) swap(serverBox);
  else {
    host.hidden = true;
    block.setAttribute(PENDING_ATTRIBUTE, '');
    const observer = new MutationObserver(() => {
      if (!isNothingMissing(missing())) return;
      stopWaiting();
      // the view waited hidden: the markup's box is the content's now (its images may have loaded meanwhile)
      swap(markupBox(content));
    });
    observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
    const timer = setTimeout(() => {
      stopWaiting();
      leave();
    }, VIEW_WAIT_MS);
    stopWaiting = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }
  return () => {
    stopWaiting();
    stopWatching();
    releaseHold();
    unmountView?.();
    host.remove();
    showServer?.();
    block.removeAttribute(PENDING_ATTRIBUTE);
    block.removeAttribute(LEFT_ATTRIBUTE);
  };
}
