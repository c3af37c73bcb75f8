/**
 * Mounts jobs through the registry and keeps what it mounted, by element, so it can
 * unmount blocks whose elements left the page, or everything. A kind's chunk is
 * loaded only when a job of that kind comes. A chunk that fails to load, or a mount
 * that throws, is logged with the block and the rest goes on. Every address in a job's
 * props passes the one address rule first (`parse/mountAddresses.rules.ts`, loaded with the
 * first chunk). The mount context may be loaded with the first chunk too (the page services that
 * come after start-up). A kind whose chunk reads the markup (its `scan`, its `scanBlock`) is read
 * once its chunk is here: the scanner and the mount come in one dynamic import. No React here.
 */
import type { BlockJob, MountContext, MountJob, MountKind, MountModule, MountRegistry, Unmount } from './mountTypes';
import type { FoundBlock } from './kinds/kindDescriptor';
import type { PageViewContext } from './scan/scanPageViews';
import { BOUND_ATTRIBUTE, LEFT_ATTRIBUTE } from './scan/boundAttribute';
import { yieldToPage } from './scan/yieldToPage';
import { releaseReservedBoxes } from './scan/reservedBoxes';

export type Log = (message: string, error?: unknown) => void;

export interface Mounter {
  /** Loads the chunks the jobs need and mounts each job (a block job read by its chunk first); resolves when all are done. */
  mount(jobs: readonly (MountJob | BlockJob)[]): Promise<void>;
  /** Loads the chunk of each kind, runs its scanner over `root`, logs its messages and mounts what it found. */
  scan(kinds: readonly MountKind[], root: ParentNode, page: PageViewContext): Promise<void>;
  /** Unmounts what was mounted on elements no longer in the document. */
  unmountVanished(): number;
  /** Unmounts everything; mounts still loading are dropped when their chunk arrives. */
  unmountAll(): void;
  /** How many mounts are live. */
  readonly size: number;
}

/** The address rule over props, loaded with the first chunk (not at start-up). */
let addressRule: Promise<typeof import('./parse/mountAddresses.rules')> | null = null;
const loadAddressRule = () => (addressRule ??= import('./parse/mountAddresses.rules'));

/**
 * A block job's props from its chunk's reader; null when the block is not the kind's after all: it is
 * then unbound again, left as the server rendered it.
 */
export function blockJobProps(job: BlockJob, scanBlock: ((block: FoundBlock) => unknown) | undefined): MountJob | null {
  if (!scanBlock) throw new Error(`The ${job.kind} chunk has no scanBlock to read its block with`);
  return jobOfProps(job, scanBlock(job.block));
}

function jobOfProps(job: BlockJob, props: unknown): MountJob | null {
  if (props === null) job.element.removeAttribute(BOUND_ATTRIBUTE);
  // the cast: the chunk's reader gives the props of its kind (KindMountModule ties them)
  return props === null ? null : ({ kind: job.kind, element: job.element, props, label: job.label } as MountJob);
}

/** A block job's props as the runtime reads them: with the chunk's reader in slices when it has one (the page gets turns meanwhile). */
async function readBlockJob(job: BlockJob, module: MountModule<MountKind>): Promise<MountJob | null> {
  const inSlices = module.scanBlockInSlices as ((block: FoundBlock) => Promise<unknown>) | undefined;
  return inSlices ? jobOfProps(job, await inSlices(job.block)) : blockJobProps(job, module.scanBlock);
}

export function createMounter(registry: MountRegistry, context: MountContext | (() => Promise<MountContext>), log: Log): Mounter {
  const contextNow = () => (typeof context === 'function' ? context() : context);
  const live = new Map<HTMLElement, Unmount>();
  let generation = 0;

  const safely = (unmount: Unmount, label: string) => {
    try {
      unmount();
    } catch (error) {
      log(`Unmounting ${label} failed`, error);
    }
  };
  const labels = new Map<HTMLElement, string>();

  const loadKind = (kind: MountKind) => (registry[kind] as () => Promise<MountModule<MountKind>>)();

  /** Mounts one job; false when it was not mounted (not the kind after all, gone, or failed: logged). */
  async function tryMount(found: MountJob | BlockJob, current: number): Promise<boolean> {
    try {
      const [module, { propsWithUsableAddresses }, mountContext] = await Promise.all([loadKind(found.kind), loadAddressRule(), contextNow()]);
      if (current !== generation || !found.element.isConnected) return false;
      const sliced = 'block' in found && module.scanBlockInSlices !== undefined;
      const job = 'block' in found ? await readBlockJob(found, module) : found;
      // read in slices, the page went on meanwhile: it may have been destroyed, or the block removed
      const gone = () => current !== generation || !found.element.isConnected;
      if (job === null || gone()) return false;
      // a block read in slices may be a large one: the page gets a turn before its addresses are checked, and before it mounts
      if (sliced) await yieldToPage();
      // the one address rule: a link or source the rule refuses never reaches the view
      const props = propsWithUsableAddresses(job.props, `Block ${job.label} (${job.kind})`, (message) => log(message));
      if (sliced) await yieldToPage();
      if (gone()) return false;
      const unmount = (module.mount as (e: HTMLElement, p: unknown, c: MountContext) => Unmount)(job.element, props, mountContext);
      live.set(job.element, unmount);
      labels.set(job.element, job.label);
      return true;
    } catch (error) {
      log(`Block ${found.label} (${found.kind}) could not be mounted`, error);
      // the server's markup stays the block: marked as left, its images load as the page's (page/waitingImages.ts)
      found.element.setAttribute(LEFT_ATTRIBUTE, 'could not be mounted');
      return false;
    }
  }

  async function mountOne(found: MountJob | BlockJob, current: number): Promise<void> {
    // a block left unmounted gives back the boxes its scan kept for the view: no empty box stays on the page
    if (!(await tryMount(found, current))) releaseReservedBoxes(found.element);
  }

  async function scanOne(kind: MountKind, root: ParentNode, page: PageViewContext, current: number): Promise<void> {
    let found: ReturnType<NonNullable<MountModule<MountKind>['scan']>>;
    try {
      const module = await loadKind(kind);
      if (current !== generation || !module.scan) return;
      found = module.scan(root, page);
    } catch (error) {
      // a chunk that fails to load, or a scanner that throws: logged, the next refresh tries again
      log(`Scanning the page for ${kind} blocks failed`, error);
      return;
    }
    for (const message of found.messages) log(message);
    await Promise.all(found.jobs.map((job) => mountOne(job, current)));
  }

  return {
    async mount(jobs) {
      const current = generation;
      await Promise.all(jobs.map((job) => mountOne(job, current)));
    },
    async scan(kinds, root, page) {
      const current = generation;
      await Promise.all(kinds.map((kind) => scanOne(kind, root, page, current)));
    },
    unmountVanished() {
      let count = 0;
      for (const [element, unmount] of live) {
        if (element.isConnected) continue;
        live.delete(element);
        safely(unmount, labels.get(element) ?? 'a block');
        labels.delete(element);
        count += 1;
      }
      return count;
    },
    unmountAll() {
      generation += 1;
      for (const [element, unmount] of live) safely(unmount, labels.get(element) ?? 'a block');
      live.clear();
      labels.clear();
    },
    get size() {
      return live.size;
    },
  };
}
