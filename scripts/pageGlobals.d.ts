/**
 * What the scripts' browser pages carry on `window`, for the type check of the code the
 * scripts run in a page (`page.evaluate`, init scripts, the farms' page driver): the
 * Storybook preview's channel and store, the farms' driver (`scripts/farm/page-driver.js`),
 * the benches' own records (the runtime and the side-by-side mount pages declare theirs).
 */
// their own declarations: the runtime's `SiteRuntime`, a side-by-side mount page's `mountBench`
import type {} from '../src/runtime-adapter/main.ts';
import type {} from './bench/side-by-side/benchGallery.ts';

/** A Storybook channel event's payload: whatever the preview sends (story ids, statuses, errors). */
interface ChannelPayload {
  storyId?: string;
  status?: string;
  reporters?: { status: string; type: string }[];
  message?: string;
  name?: string;
  title?: string;
  description?: string;
}

interface StorybookChannel {
  on(event: string, handler: (payload?: ChannelPayload) => void): void;
  off(event: string, handler: (payload?: ChannelPayload) => void): void;
  emit(event: string, payload: unknown): void;
  /** Where emitted events go besides the page's own listeners (to the Storybook UI's window). */
  transports: unknown[];
}

/** A story as the preview's store extracts it, with the parameters the farms read. */
interface ExtractedStory {
  id: string;
  title: string;
  name: string;
  parameters?: {
    chromatic?: { modes?: Record<string, unknown>; disableSnapshot?: boolean };
    visual?: { waitFor?: string; viewport?: boolean };
    a11y?: { optOuts?: unknown[]; config?: { rules?: unknown[] } };
  };
}

/** A story as the farms' driver lists it. */
interface FarmStory {
  id: string;
  title: string;
  name: string;
  chromaticModes: Record<string, unknown> | null;
  chromaticDisabled: boolean;
  visual: { waitFor?: string; viewport?: boolean };
  a11y: { optOuts: unknown[]; rules: unknown[] };
}

type Box = { x: number; y: number; width: number; height: number };

declare global {
  interface Window {
    __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean;
    __STORYBOOK_ADDONS_CHANNEL__?: StorybookChannel;
    __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown; extract(): Promise<Record<string, ExtractedStory>> };
    /** The farms' driver, installed by `scripts/farm/page-driver.js`. */
    __FARM__: {
      ready(timeout?: number): Promise<void>;
      detachTransports(): void;
      stories(): Promise<FarmStory[]>;
      adopt(storyId: string): void;
      render(storyId: string, globals: Record<string, unknown>, timeout?: number): Promise<void>;
      settle(
        rootSelector: string,
        waitFor?: string,
        timeout?: number,
      ): Promise<{ box: Box; page: { width: number; height: number }; scroll: { x: number; y: number } }>;
    };
    /** The gallery-scale bench's record of long tasks and the page height before the runtime ran. */
    __scale: { tasks: { start: number; duration: number }[]; heightBefore: number | null };
    /** bench:gallery-scale: set by the script that holds the far slides alone in the runtime's place. */
    __holdOnly?: boolean;
    /** The lightbox bench's promise of the first and full image paints after the click. */
    __lightboxBench: { done: Promise<{ first: number; full: number }> };
  }
}
