/**
 * The page's follow-button script: ONE loader per page (one shared promise, the spec's
 * 10 s time-out) over a script tag, with the widgets API the script leaves on the window
 * (`twttr`). The first button's script address wins (the provider's, unless the markup
 * names a stand-in). No React.
 */
import { createFollowButtonLoader, type FollowButtonLoader, type FollowWidgetsGlobal } from '../../blocks/followButton/followButtonLoader';
import { FOLLOW_BUTTON_SCRIPT_URL } from '../../blocks/followButton/followButton.rules';
import { scriptTagLoader } from '../../services/scripts/scriptTag';

let pageLoader: FollowButtonLoader | null = null;

/** The page's one follow-button loader, made on first use. */
export function followButtonLoaderOf(win: Window & typeof globalThis, scriptUrl: string | null): FollowButtonLoader {
  pageLoader ??= createFollowButtonLoader({
    scriptUrl: scriptUrl ?? FOLLOW_BUTTON_SCRIPT_URL,
    loadScript: scriptTagLoader(win.document),
    setTimeout: (run, ms) => win.setTimeout(run, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
    getGlobal: () => (win as unknown as { twttr?: FollowWidgetsGlobal }).twttr,
  });
  return pageLoader;
}
