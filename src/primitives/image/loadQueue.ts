/**
 * The image load queue (spec: "Image loading"): at most 16 loads at once (1 on
 * mobile), images in view promoted to the front, an image already loading skipped
 * unless concurrent loads are allowed. Framework-free: the view feeds it events and
 * starts the loads it hands back.
 */
export interface LoadQueueOptions {
  concurrency: number;
  /** Let a second request for an image that is loading start another load. */
  allowConcurrent?: boolean;
}

export const QUEUE_CONCURRENCY = { desktop: 16, mobile: 1 } as const;

/** How many images the page's queue loads at once: 16, or 1 on a phone's screen. */
export function queueConcurrency(onPhoneScreen: boolean): number {
  return onPhoneScreen ? QUEUE_CONCURRENCY.mobile : QUEUE_CONCURRENCY.desktop;
}

export class LoadQueue {
  private readonly waiting: string[] = [];
  private readonly loading = new Set<string>();
  private readonly loaded = new Set<string>();

  constructor(private readonly options: LoadQueueOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) {
      throw new RangeError(`Load queue concurrency must be a whole number of at least 1, not ${options.concurrency}`);
    }
  }

  /**
   * Asks for an image. Returns false when it is already loaded, or already loading
   * and concurrent loads are not allowed; true when it is queued.
   */
  request(id: string, { inView = false }: { inView?: boolean } = {}): boolean {
    if (this.loaded.has(id)) return false;
    if (this.loading.has(id) && !this.options.allowConcurrent) return false;
    const queued = this.waiting.indexOf(id);
    if (queued >= 0) {
      if (inView) this.promote(id);
      return true;
    }
    if (inView) this.waiting.unshift(id);
    else this.waiting.push(id);
    return true;
  }

  /** Moves a waiting image to the front (it came into view). */
  promote(id: string): void {
    const i = this.waiting.indexOf(id);
    if (i > 0) {
      this.waiting.splice(i, 1);
      this.waiting.unshift(id);
    }
  }

  /** The images to start loading now; they count as loading until `settle`. */
  take(): string[] {
    const started: string[] = [];
    while (this.loading.size < this.options.concurrency && this.waiting.length > 0) {
      const id = this.waiting.shift()!;
      this.loading.add(id);
      started.push(id);
    }
    return started;
  }

  /** An image finished (loaded or failed); a failed one may be requested again. */
  settle(id: string, outcome: 'loaded' | 'failed'): void {
    this.loading.delete(id);
    if (outcome === 'loaded') this.loaded.add(id);
  }

  /** Forgets an image (its view went away): it leaves the queue and frees its slot. */
  cancel(id: string): void {
    const i = this.waiting.indexOf(id);
    if (i >= 0) this.waiting.splice(i, 1);
    this.loading.delete(id);
    this.loaded.delete(id);
  }

  get pending(): { waiting: readonly string[]; loading: readonly string[] } {
    return { waiting: [...this.waiting], loading: [...this.loading] };
  }
}
