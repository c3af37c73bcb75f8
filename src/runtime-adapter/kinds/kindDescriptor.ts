/**
 * A kind of mount as one descriptor: everything the adapter needs to know about a kind
 * beyond its view. Each kind has a file `kinds/<kind>.kind.ts` exporting two values:
 *
 * - the descriptor (`KindDescriptor`), named as the kind, which start-up code imports: its mount
 *   chunk behind a dynamic import (so React and the view load only on a page that has
 *   the kind), the `.sqs-block` kinds the block scanner offers to it and how it reads
 *   such a block into its props (`scanBlock`, with the scanner's functions in `scan/`);
 * - its facts (`KindFacts`), which only the runtime build and the descriptors' test read
 *   (nothing at start-up imports them, so they are not shipped): how the scanner finds
 *   it, the reader of its settings that runs in the chunk, its chunk group.
 *
 * `kinds/mountKinds.ts` lists the descriptors by kind name (the registry's key, the job's
 * `kind`, what `data-runtime-bound` says); the registry, the kind union and its props
 * (`mountTypes.ts`), the block scanner and the chunk grouping read from there. Types only.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { BlockJob, MountContext, MountJob, Unmount } from '../mountTypes';
import type { ContentBlockContext } from '../scan/scanContentBlocks';
import type { PageViewContext, PageViewScanner } from '../scan/scanPageViews';

/** A `.sqs-block` as the block scanner found it, for a descriptor's `scanBlock`. */
export interface FoundBlock {
  element: HTMLElement;
  /** Its `.sqs-block-content` (the block itself without one). */
  content: HTMLElement;
  /** Its kind (`blockKindOf`): one of the descriptor's `blocks`. */
  blockKind: string;
  /** Its decoded `data-block-json`. */
  settings: BlockSettings;
  /** The site context's values blocks read (the map's render key, the locale, the signed-in account, the currency). */
  context: ContentBlockContext;
}

/** What a mount chunk exports for props `P`: its mount, and the kind's scanner when it reads the markup in the chunk. */
export interface KindMountModule<P> {
  mount: (element: HTMLElement, props: P, context: MountContext) => Unmount;
  /**
   * The kind's scanner, loaded with its mount (one dynamic import): reads the elements its descriptor's
   * `elements` selector finds (not bound yet) into jobs, marks what it binds, and returns the messages to log.
   */
  readonly scan?: PageViewScanner<MountJob | BlockJob>;
  /**
   * Its props from one of its `blocks` when the descriptor has no `scanBlock` (the reading is in the chunk):
   * null when the block is not this kind's after all (it is then left unbound, as the server rendered it).
   */
  readonly scanBlock?: (block: FoundBlock) => P | null;
  /**
   * The same reader giving the page a turn between slices of a large block (a gallery of thousands of
   * slides): the runtime's mounter reads with it when the chunk has it, tests' `scanPage` with `scanBlock`.
   */
  readonly scanBlockInSlices?: (block: FoundBlock) => Promise<P | null>;
}

interface KindBase<P> {
  /** Only a kind whose props are `{ settings }` names block kinds it takes with no scanner code (`SettingsKind`). */
  readonly settingsBlocks?: undefined;
  /** Its mount chunk (`mounts/<kind>.tsx`), loaded only when a page has the kind. */
  readonly load: () => Promise<KindMountModule<P>>;
  /**
   * The `.sqs-block` kinds (`blockKindOf`: the `<kind>-block` class, or the numbered
   * `data-block-type`) the block scanner offers to this kind; the scanner's code for the
   * kind (`scanBlock`) reads the markup into its props. Two kinds may share a block kind
   * (an image block: masked or with a layout), the first in `MOUNT_KINDS` asked first.
   */
  readonly blocks?: readonly string[];
  /**
   * Its props from one of its `blocks` (reading the markup with the scanner's functions in
   * `scan/`), or null when the block is not this kind's: the next kind that claims the block
   * kind is asked, and a block no kind takes is left as the server rendered it.
   */
  readonly scanBlock?: (block: FoundBlock) => P | null;
  /**
   * For a kind whose chunk reads its blocks (no `scanBlock` here): whether a block of its `blocks` is
   * this kind's, from what start-up sees cheaply (absent: every one is). A block it does not take is
   * offered to the next kind that claims its block kind, so no chunk loads for a block it would refuse.
   */
  readonly takes?: (block: FoundBlock) => boolean;
  /**
   * The selector of the elements the chunk's `scan` reads (start-up's table): when one not bound yet is
   * on the page, start-up loads the kind's chunk and runs its scanner over the page.
   */
  readonly elements?: string;
  /** Whether a page of its type or kind can have them (absent: any page): on another, its chunk is not loaded. */
  readonly onPage?: (page: PageViewContext) => boolean;
}

/** A kind whose props are its block's decoded settings: the block scanner mounts these `.sqs-block` kinds without code of its own. */
type SettingsKind = Omit<KindBase<{ settings: BlockSettings }>, 'settingsBlocks'> & {
  readonly settingsBlocks?: readonly string[];
};

/** One kind's descriptor; `settingsBlocks` only for a kind whose props are `{ settings }`. */
export type KindDescriptor<P> = [P] extends [{ settings: BlockSettings }]
  ? [{ settings: BlockSettings }] extends [P]
    ? SettingsKind
    : KindBase<P>
  : KindBase<P>;

/** What the build and the tests know of a kind; nothing at start-up reads it. */
export interface KindFacts {
  /** How it is found: the selector, page type or service, and the scanner (`scan/…`) or start-up code that finds it. */
  readonly finds: string;
  /** The reader of its settings that runs in its chunk: [export, module from the package root]; null when its props arrive read. */
  readonly reader: readonly [name: string, module: string] | null;
  /**
   * The chunk group its mount chunk shares with kinds pages have together
   * (`scripts/runtime-build/chunkGroups.mjs` reads it from this file's text); null: a chunk of its own.
   */
  readonly group: string | null;
}
