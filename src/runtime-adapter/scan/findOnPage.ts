/**
 * Start-up's part of reading a page: finds what to mount in published-page markup with small
 * tables and the readers every page needs. Blocks (`.sqs-block[data-block-type]`) of the kinds
 * the adapter mounts: a kind whose descriptor reads its blocks (`scanBlock`, `settingsBlocks`) gets
 * a job with its props; a kind whose chunk reads them gets a block job (`BlockJob`), read by the
 * chunk's `scanBlock` when it arrives. The kinds whose chunk scans the page (a descriptor's
 * `elements` selector matching an element not bound yet) are returned by name: the mounter loads
 * each chunk and runs its scanner, the scanner and the mount in one dynamic import. Text highlights
 * (`script.TextAttributes-props`; the highlight chunk finds its `span[data-text-attribute-id]`s), the
 * page bars are read here (popup overlays, store prices and cart indicators by their chunks' scanners; a block
 * inside a popup overlay is passed over, the overlay's chunk reads it as its signup). Elements already bound are
 * passed over; what is found is marked bound at once, so a second pass does not find it again.
 * Problems are returned as messages (the caller logs them); the rest of the page still mounts.
 */
import { parseBlockJson, blockLabel, type BlockSettings } from '../parse/blockJson';
import { blockKindOf } from '../parse/blockKind';
import type { BlockJob, MountJob, MountKind } from '../mountTypes';
import { DEFAULT_STORE_CURRENCY } from '../../platform/constants';
import type { PageKind } from '../../platform/pageKinds/pageKind.rules';
import type { AnnouncementBarContext } from '../../platform/siteContext/siteContext.types';
import type { ContentBlockContext } from './scanContentBlocks';
import { MOUNT_KINDS } from '../kinds/mountKinds';
import type { FoundBlock } from '../kinds/kindDescriptor';
import { blockContent } from './readMarkup';
import { scanFollowButtons } from './scanFollowButtons';
import { galleryContainerMessage, galleryDataMessage } from './galleryFinds';
import { scanListSections } from './scanListSections';
import { reserveAnnouncementBar } from './reservedAnnouncementBar';
import type { PageViewContext } from './scanPageViews';

import { BOUND_ATTRIBUTE, SKIPPED } from './boundAttribute';
// popup overlays: their chunk reads each with the newsletter block inside it as its signup
import { POPUP_OVERLAY_SELECTOR } from './popupOverlayMarkup';

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
    // a block inside a popup overlay is its signup, read with the overlay in its chunk
    if (block.hasAttribute(BOUND_ATTRIBUTE) || block.closest(POPUP_OVERLAY_SELECTOR)) continue;
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
    // before the first paint: the bar's words laid out unseen, so the bar mounts into its own height
    reserveAnnouncementBar(element, bar.text);
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
  scanAnnouncementDropzones(root, options.announcementBar, jobs as MountJob[]);
  scanPageBars(root, jobs as MountJob[], messages);
  scanBlocks(root, jobs, messages, options);
  scanHighlights(root, jobs as MountJob[]);
  scanListSections(root, jobs as MountJob[]);
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
