/**
 * Mounts jobs through the registry and keeps what it mounted, by element, so it can
 * unmount blocks whose elements left the page, or everything. A kind's chunk is
 * loaded only when a job of that kind comes. A chunk that fails to load, or a mount
 * that throws, is logged with the block and the rest goes on. Every address in a job's
 * props passes the one address rule first (`parse/mountAddresses.rules.ts`, loaded with the
 * first chunk). The mount context may be loaded with the first chunk too (the page services that
 * come after start-up). No React here.
 */
import type { MountContext, MountJob, MountKind, MountModule, MountRegistry, Unmount } from './mountTypes';

export type Log = (message: string, error?: unknown) => void;

export interface Mounter {
  /** Loads the chunks the jobs need and mounts each job; resolves when all are done. */
  mount(jobs: readonly MountJob[]): Promise<void>;
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

  async function mountOne(job: MountJob, current: number): Promise<void> {
    try {
      const load = registry[job.kind] as () => Promise<MountModule<MountKind>>;
      const [module, { propsWithUsableAddresses }, mountContext] = await Promise.all([load(), loadAddressRule(), contextNow()]);
      if (current !== generation || !job.element.isConnected) return;
      // the one address rule: a link or source the rule refuses never reaches the view
      const props = propsWithUsableAddresses(job.props, `Block ${job.label} (${job.kind})`, (message) => log(message));
      const unmount = (module.mount as (e: HTMLElement, p: unknown, c: MountContext) => Unmount)(job.element, props, mountContext);
      live.set(job.element, unmount);
      labels.set(job.element, job.label);
    } catch (error) {
      log(`Block ${job.label} (${job.kind}) could not be mounted`, error);
    }
  }

  return {
    async mount(jobs) {
      const current = generation;
      await Promise.all(jobs.map((job) => mountOne(job, current)));
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
