/**
 * The follow-button script loader (pure: the script tag, the timers and the global the
 * script leaves are passed in). One shared promise per page: the first `load` adds the
 * script, every later call gets the same promise, whatever it settled to (not retried on
 * the same page: every button on it then shows the same thing). Rejects with a
 * FollowButtonLoadError after 10 s (spec) or when the script fails or leaves no widgets API.
 */
import { loadScriptWithin, type TimedScriptDeps } from '../../services/scripts/timedScriptLoad';
import { FOLLOW_BUTTON_TIMEOUT_MS } from './followButton.rules';

/** What the provider's widgets script offers (the part the button uses). */
export interface FollowWidgets {
  /** Renders the provider's follow button for `handle` into `target`; resolves with it, or undefined when it could not. */
  createFollowButton(handle: string, target: HTMLElement, options?: { showCount?: boolean; size?: 'large' | 'small' }): Promise<HTMLElement | undefined>;
}

/** The global the widgets script leaves (`window.twttr`). */
export interface FollowWidgetsGlobal {
  widgets?: FollowWidgets;
  ready?(callback: (global: FollowWidgetsGlobal) => void): void;
}

export class FollowButtonLoadError extends Error {
  override name = 'FollowButtonLoadError';
}

export interface FollowButtonLoaderDeps extends TimedScriptDeps {
  scriptUrl: string;
  /** The global the script leaves, or undefined. */
  getGlobal(): FollowWidgetsGlobal | undefined;
  /** Default 10000 ms (spec). */
  timeoutMs?: number;
}

export interface FollowButtonLoader {
  /** The page's one promise of the widgets API. */
  load(): Promise<FollowWidgets>;
}

export function createFollowButtonLoader(deps: FollowButtonLoaderDeps): FollowButtonLoader {
  const timeoutMs = deps.timeoutMs ?? FOLLOW_BUTTON_TIMEOUT_MS;
  let shared: Promise<FollowWidgets> | undefined;

  const widgets = async (): Promise<FollowWidgets> => {
    const global = deps.getGlobal();
    if (global?.ready) await new Promise<void>((resolve) => global.ready!(() => resolve()));
    const api = deps.getGlobal()?.widgets;
    if (!api || typeof api.createFollowButton !== 'function') throw new FollowButtonLoadError('The follow-button script loaded but left no widgets API');
    return api;
  };

  return {
    load() {
      shared ??= loadScriptWithin(deps, deps.scriptUrl, timeoutMs, {
        timedOut: () => new FollowButtonLoadError(`The follow-button script did not load within ${timeoutMs / 1000} s`),
        failed: (reason) => new FollowButtonLoadError(`The follow-button script failed to load: ${reason}`),
      }).then(widgets);
      // shared by every button; one that stopped listening must not leave an unhandled rejection
      shared.catch(() => {});
      return shared;
    },
  };
}
