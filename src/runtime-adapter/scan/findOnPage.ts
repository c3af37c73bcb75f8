/**
 * Start-up's part of reading a page: finds what to mount in published-page markup with small
 * tables and the readers every page needs. Blocks (`.sqs-block[data-block-type]`) of the kinds
 * the adapter mounts: a kind whose descriptor reads its blocks (`scanBlock`, `settingsBlocks`) gets
 * a job with its props; a kind whose chunk reads them gets a block job (`BlockJob`), read by the
 * chunk's `scanBlock` when it arrives. The kinds whose chunk scans the page (a descriptor's
 * `elements` selector matching an element not bound yet) are returned by name: the mounter loads
 * each chunk and runs its scanner, the scanner and the mount in one dynamic import. Text highlights
 * (`script.TextAttributes-props`; the highlight chunk finds its `span[data-text-attribute-id]`s), the
 * page bars, popup overlays, store prices and cart indicators are read here. Elements already bound are
 * passed over; what is found is marked bound at once, so a second pass does not find it again.
 * Problems are returned as messages (the caller logs them); the rest of the page still mounts.
 */
import { parseBlockJson, blockLabel, type BlockSettings } from '../parse/blockJson';
import { blockKindOf } from '../parse/blockKind';
import {
  cartIndicatorMarkup,
  fractionDigitsOf,
  parseProductJson,
  productFromShownPrice,
  productLabel,
  type ProductJsonResult,
  type ShownPriceTexts,
} from '../parse/commerceMarkup';
import { UNTITLED_POPUP_OVERLAY, popupOverlayImage } from '../parse/popupOverlayMarkup';
import type { BlockJob, MountJob, MountKind } from '../mountTypes';
import { DEFAULT_STORE_CURRENCY } from '../../platform/constants';
import type { PageKind } from '../../platform/pageKinds/pageKind.rules';
import type { AnnouncementBarContext } from '../../platform/siteContext/siteContext.types';
import type { ContentBlockContext } from './scanContentBlocks';
import { MOUNT_KINDS } from '../kinds/mountKinds';
import type { FoundBlock } from '../kinds/kindDescriptor';
import { blockContent } from './readMarkup';
import { formMarkupOf } from './scanForms';
import { scanFollowButtons } from './scanFollowButtons';
import { galleryContainerMessage, galleryDataMessage } from './galleryFinds';
import { scanListSections } from './scanListSections';
import type { PageViewContext } from './scanPageViews';

import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';

export { BOUND_ATTRIBUTE, SKIPPED };

/** What start-up found: jobs (a block job for a kind whose chunk reads its block), messages, and the kinds whose chunk scans the page. */
export interface PageFinds {
  jobs: (MountJob | BlockJob)[];
  messages: string[];
  /** The kinds whose chunk's scanner reads the page (an element of their `elements` selector, not bound yet, is here). */
  scans: MountKind[];
  /** Their selectors, as one ('' when none): the elements those chunks are still to read. */
  pending: string;
}

/** The `.sqs-block` kinds some kind's descriptor claims (`blocks`, `settingsBlocks`); a block of another kind is passed over. */
const DESCRIPTORS = Object.entries(MOUNT_KINDS);
const BLOCK_KINDS_MOUNTED = new Set(DESCRIPTORS.flatMap(([, descriptor]) => [...(descriptor.blocks ?? []), ...(descriptor.settingsBlocks ?? [])]));

/** Block kind → the kind whose props are the block's settings alone (`settingsBlocks`): mounted with no scanner code of its own. */
const SETTINGS_KINDS = new Map(DESCRIPTORS.flatMap(([kind, descriptor]) => (descriptor.settingsBlocks ?? []).map((block) => [block, kind] as const)));

/** What the scanner needs from the site context. */
export interface ScanOptions extends ContentBlockContext {
  /** The store currency code (`websiteSettings.storeSettings.selectedCurrency`); USD when absent. */
  currency?: string;
  /** The site context's page type (the popup overlay's suppression). */
  pageType?: number | null;
  /** The kind of page (`pageKindOf`): collection pages' views are found only on their kind. */
  pageKind?: PageKind;
  /** The announcement bar the context describes (filled into `.sqs-announcement-bar-dropzone`). */
  announcementBar?: AnnouncementBarContext | null;
}

const NOT_OURS = 'not-ours';

/** How a kind reads a block it claims: at start-up (its descriptor's `scanBlock`), or in its chunk (whether it `takes` the block). */
type BlockClaim = { kind: string; scanBlock: ((found: FoundBlock) => unknown) | null; takes: (found: FoundBlock) => boolean };

/** Block kind → the kinds that claim it (`blocks`), asked in the list's order. */
const BLOCK_CLAIMS = new Map<string, BlockClaim[]>();
for (const [kind, descriptor] of DESCRIPTORS)
  for (const block of descriptor.blocks ?? []) {
    const claim: BlockClaim = { kind, scanBlock: (descriptor.scanBlock as BlockClaim['scanBlock']) ?? null, takes: descriptor.takes ?? (() => true) };
    BLOCK_CLAIMS.set(block, [...(BLOCK_CLAIMS.get(block) ?? []), claim]);
  }

/** The kinds whose chunk scans the page: the selector of the elements it reads and the pages it is on (the descriptors' `elements`, `onPage`). */
const CHUNK_SCANS = DESCRIPTORS.flatMap(([kind, descriptor]) =>
  descriptor.elements ? [{ kind: kind as MountKind, selector: descriptor.elements, onPage: descriptor.onPage ?? (() => true) }] : [],
);

/** The job for a block, NOT_OURS when no kind takes it. */
function blockJob(
  block: HTMLElement,
  blockKind: string,
  settings: BlockSettings,
  id: string | null,
  context: ContentBlockContext,
): MountJob | BlockJob | typeof NOT_OURS {
  const label = blockLabel(id);
  // the casts: each map holds a kind with the props its descriptor's function gives (KindDescriptor ties them)
  const settingsKind = SETTINGS_KINDS.get(blockKind);
  if (settingsKind) return { kind: settingsKind, element: block, props: { settings }, label } as MountJob;
  const found = { element: block, content: blockContent(block), blockKind, settings, context };
  for (const { kind, scanBlock, takes } of BLOCK_CLAIMS.get(blockKind) ?? []) {
    if (scanBlock === null) {
      if (takes(found)) return { kind: kind as MountKind, element: block, block: found, label };
      continue;
    }
    const props = scanBlock(found);
    if (props !== null) return { kind, element: block, props, label } as MountJob;
  }
  return NOT_OURS;
}

function scanBlocks(root: ParentNode, jobs: (MountJob | BlockJob)[], messages: string[], options: ContentBlockContext): void {
  for (const block of Array.from(root.querySelectorAll<HTMLElement>('.sqs-block[data-block-type]'))) {
    if (block.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const kind = blockKindOf(block.getAttribute('class'), block.getAttribute('data-block-type'));
    if (kind === null || !BLOCK_KINDS_MOUNTED.has(kind)) continue;
    const id = block.getAttribute('id');
    const json = parseBlockJson(block.getAttribute('data-block-json'), id);
    let job: MountJob | BlockJob | null | typeof NOT_OURS = null;
    const noContainer = kind === 'gallery' ? galleryContainerMessage(block, blockLabel(id)) : null;
    if (!json.ok) messages.push(kind === 'gallery' ? galleryDataMessage(json.error) : json.error.message);
    else if (noContainer) messages.push(noContainer);
    else job = blockJob(block, kind, json.value, id, options);
    // an image block with neither a mask nor a layout is not ours: left unmarked, as the server rendered it
    if (job === NOT_OURS) continue;
    block.setAttribute(BOUND_ATTRIBUTE, job ? job.kind : SKIPPED);
    if (job) jobs.push(job);
  }
}

/** One job per `script.TextAttributes-props` with its text; the chunk reads it and wraps its block's highlighted spans. */
function scanHighlights(root: ParentNode, jobs: MountJob[]): void {
  for (const script of Array.from(root.querySelectorAll<HTMLElement>('script.TextAttributes-props'))) {
    if (script.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const textAttributes = script.textContent?.trim() ?? '';
    script.setAttribute(BOUND_ATTRIBUTE, 'highlight');
    // an empty script names no highlight: nothing to load
    if (textAttributes === '') continue;
    jobs.push({ kind: 'highlight', element: script, props: { textAttributes }, label: blockLabel(script.closest('.sqs-block')?.getAttribute('id')) });
  }
}

/**
 * Popup overlays: `.sqs-popup-overlay[data-popup-overlay-json]` with the newsletter block
 * inside as its signup. The inner block is bound with the overlay, so it is not mounted
 * on its own inside the hidden overlay.
 */
function scanPopupOverlays(root: ParentNode, pageType: number | null, jobs: MountJob[], messages: string[]): void {
  for (const overlay of Array.from(root.querySelectorAll<HTMLElement>('.sqs-popup-overlay[data-popup-overlay-json]'))) {
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
}

/** The page bars: the elements that carry their settings in an attribute of their own. */
const PAGE_BARS = [
  {
    kind: 'announcementBar',
    selector: '.sqs-announcement-bar[data-announcement-bar-json]',
    attribute: 'data-announcement-bar-json',
    label: 'announcement bar',
  },
  { kind: 'mobileInfoBar', selector: '.sqs-mobile-info-bar[data-mobile-info-bar-json]', attribute: 'data-mobile-info-bar-json', label: 'mobile info bar' },
] as const;

/**
 * The platform's announcement bar: an empty `div.sqs-announcement-bar-dropzone` in the
 * header, filled from the site context (`showAnnouncementBar`, `websiteSettings.
 * announcementBarSettings` `{ style, text }`). A context that shows no bar, or one
 * without text, leaves the dropzone empty, as the platform does.
 */
function scanAnnouncementDropzones(root: ParentNode, bar: AnnouncementBarContext | null | undefined, jobs: MountJob[]): void {
  if (!bar?.show || bar.text === null || bar.text.trim() === '') return;
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('.sqs-announcement-bar-dropzone'))) {
    if (element.hasAttribute(BOUND_ATTRIBUTE)) continue;
    element.setAttribute(BOUND_ATTRIBUTE, 'announcementBar');
    jobs.push({ kind: 'announcementBar', element, props: { settings: { html: bar.text, style: bar.style } }, label: 'announcement bar' });
  }
}

/** The announcement bar and the mobile information bar; their settings are read in their chunks. */
function scanPageBars(root: ParentNode, jobs: MountJob[], messages: string[]): void {
  for (const bar of PAGE_BARS) {
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(bar.selector))) {
      if (element.hasAttribute(BOUND_ATTRIBUTE)) continue;
      const parsed = parseBlockJson(element.getAttribute(bar.attribute), element.id);
      element.setAttribute(BOUND_ATTRIBUTE, parsed.ok ? bar.kind : SKIPPED);
      if (!parsed.ok) {
        messages.push(parsed.error.message.replace(/^Block (.*?) skipped: its data-block-json/, `The ${bar.label} left as rendered: its ${bar.attribute}`));
        continue;
      }
      jobs.push({ kind: bar.kind, element, props: { settings: parsed.value }, label: bar.label });
    }
  }
}

/** What a 7.0 list item's `.product-price` shows: its money spans and its text. */
function shownPriceTexts(price: Element): ShownPriceTexts {
  const money = Array.from(price.querySelectorAll('.sqs-money-native'));
  const original = money.find((el) => el.closest('.original-price') !== null);
  return {
    amounts: money.filter((el) => el !== original).map((el) => el.textContent ?? ''),
    original: original?.textContent ?? null,
    text: price.textContent ?? '',
  };
}

/**
 * Store products: each `.ProductList-item`'s `.product-price`. The product is its
 * `data-product-json`; a 7.0 list item without one is read from the price it shows
 * (`span.sqs-money-native`), and left as rendered when it shows none.
 */
function scanProducts(root: ParentNode, currency: string, jobs: MountJob[], messages: string[]): void {
  for (const item of Array.from(root.querySelectorAll<HTMLElement>('.ProductList-item'))) {
    if (item.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const id = item.getAttribute('data-item-id') ?? item.getAttribute('id');
    const price = item.querySelector<HTMLElement>('.product-price');
    const raw = item.getAttribute('data-product-json');
    let json: ProductJsonResult;
    if (raw !== null) json = parseProductJson(raw, id);
    else {
      const product = price ? productFromShownPrice(shownPriceTexts(price), fractionDigitsOf(currency)) : null;
      json =
        product === null
          ? { ok: false, error: `Price of ${productLabel(id)} left as rendered: it shows no amount (span.sqs-money-native)` }
          : { ok: true, value: product };
    }
    if (!price) messages.push(`Price of ${productLabel(id)} left as rendered: it has no .product-price element`);
    else if (!json.ok) messages.push(json.error);
    item.setAttribute(BOUND_ATTRIBUTE, price !== null && json.ok ? 'productPrice' : SKIPPED);
    if (price !== null && json.ok) jobs.push({ kind: 'productPrice', element: price, props: { product: json.value, currency }, label: productLabel(id) });
  }
}

/**
 * The cart indicator(s): the platform's floating cart (`#floatingCart.floating-cart`, its
 * `a.sqs-custom-cart` holding `.sqs-cart-quantity`) and the header's `.sqs-cart-indicator`.
 */
function scanCartIndicators(root: ParentNode, currency: string, jobs: MountJob[], messages: string[]): void {
  for (const indicator of Array.from(root.querySelectorAll<HTMLElement>('.floating-cart, .sqs-cart-indicator'))) {
    if (indicator.hasAttribute(BOUND_ATTRIBUTE)) continue;
    const quantity = indicator.querySelector('.sqs-cart-quantity');
    const subtotal = indicator.querySelector('.sqs-cart-subtotal');
    const result = cartIndicatorMarkup(
      {
        quantityAttribute: indicator.getAttribute('data-cart-quantity'),
        subtotalCentsAttribute: indicator.getAttribute('data-cart-subtotal-cents'),
        quantityText: quantity?.textContent,
        subtotalText: subtotal?.textContent,
        href: indicator.querySelector('a[href]')?.getAttribute('href'),
      },
      currency,
    );
    indicator.setAttribute(BOUND_ATTRIBUTE, result.ok ? 'cartIndicator' : SKIPPED);
    if (!result.ok) messages.push(result.error);
    else jobs.push({ kind: 'cartIndicator', element: indicator, props: result.value, label: 'cart indicator' });
  }
}

/** The kinds whose chunk scans the page and has something to read here (an element of their selector not bound yet), and their selectors. */
function chunkScans(root: ParentNode, page: PageViewContext): Pick<PageFinds, 'scans' | 'pending'> {
  const here = CHUNK_SCANS.filter(
    ({ selector, onPage }) => onPage(page) && Array.from(root.querySelectorAll(selector)).some((element) => !element.hasAttribute(BOUND_ATTRIBUTE)),
  );
  return { scans: here.map(({ kind }) => kind), pending: here.map(({ selector }) => selector).join(', ') };
}

/** What to mount under `root` that is not bound yet. */
export function findOnPage(root: ParentNode, options: ScanOptions = {}): PageFinds {
  const jobs: (MountJob | BlockJob)[] = [];
  const messages: string[] = [];
  const currency = options.currency ?? DEFAULT_STORE_CURRENCY;
  scanAnnouncementDropzones(root, options.announcementBar, jobs as MountJob[]);
  scanPageBars(root, jobs as MountJob[], messages);
  scanPopupOverlays(root, options.pageType ?? null, jobs as MountJob[], messages);
  scanBlocks(root, jobs, messages, options);
  scanHighlights(root, jobs as MountJob[]);
  scanListSections(root, jobs as MountJob[]);
  scanProducts(root, currency, jobs as MountJob[], messages);
  scanCartIndicators(root, currency, jobs as MountJob[], messages);
  scanFollowButtons(root, jobs as MountJob[]);
  return { jobs, messages, ...chunkScans(root, pageViewContext(options)) };
}

/** What a kind's scanner in its chunk gets from the site context. */
export function pageViewContext(options: ScanOptions): PageViewContext {
  return {
    pageType: options.pageType ?? null,
    currency: options.currency ?? DEFAULT_STORE_CURRENCY,
    authenticatedAccountId: options.authenticatedAccountId ?? null,
    pageKind: options.pageKind ?? 'page',
  };
}
