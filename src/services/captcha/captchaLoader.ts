/**
 * Loads the captcha library and renders a widget into a form (002 §4, §7, §8). The
 * page's script loading, the library lookup and the document's liveness come in as
 * arguments; the script URL too, since the spec does not show it.
 *
 * - compact when the container is narrower than 320 px, otherwise normal;
 * - rejects 'Document was destroyed' when the document is gone (before or after loading);
 * - rejects 'ReCaptcha has not been set up!' when the library is missing after the
 *   script loaded, or (our choice) when the site has no captcha site key;
 * - logs 'Error rendering captcha into node' when rendering throws, then rejects with
 *   that error;
 * - the script loads once per loader; a failed load may be retried.
 */
import { CAPTCHA_COMPACT_BELOW_PX } from '../../platform/constants';

export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';
export const CAPTCHA_RENDER_ERROR = 'Error rendering captcha into node';
export const DOCUMENT_DESTROYED = 'Document was destroyed';

export type CaptchaSize = 'compact' | 'normal';

export const captchaSize = (containerWidth: number): CaptchaSize => (containerWidth < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal');

export interface CaptchaRenderParams {
  sitekey: string;
  size: CaptchaSize;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
}

/** The parts of the captcha library the loader uses. */
export interface CaptchaLibrary {
  render(container: unknown, params: CaptchaRenderParams): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
  ready?(callback: () => void): void;
}

export interface CaptchaLoaderDeps {
  /** Adds the script to the page; resolves when it has loaded. */
  loadScript(url: string): Promise<void>;
  scriptUrl: string;
  /** The library the script installs, or undefined when it is not there. */
  getLibrary(): CaptchaLibrary | undefined;
  /** False once the document the form lives in has been torn down. */
  isDocumentAlive(): boolean;
  logger: { error(...args: unknown[]): void };
}

export interface CaptchaTarget {
  /** The element the widget renders into (opaque to this module). */
  node: unknown;
  /** The container's width in px, measured by the caller. */
  width: number;
}

export interface CaptchaRenderOptions {
  /** The site key from the website's captcha settings. */
  siteKey: string | null | undefined;
  /** Called with the token when completed, and with null when it expires. */
  onChange?: (token: string | null) => void;
}

export interface CaptchaWidget {
  readonly id: number;
  readonly size: CaptchaSize;
  /** The visitor's response; empty until completed. */
  getResponse(): string;
  /** Clears the widget, e.g. after a failed submission. */
  reset(): void;
}

export interface CaptchaLoader {
  render(target: CaptchaTarget, options: CaptchaRenderOptions): Promise<CaptchaWidget>;
}

export function createCaptchaLoader(deps: CaptchaLoaderDeps): CaptchaLoader {
  let loading: Promise<void> | null = null;

  const load = () => {
    loading ??= deps.loadScript(deps.scriptUrl).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  return {
    async render(target, options) {
      if (!deps.isDocumentAlive()) throw new Error(DOCUMENT_DESTROYED);
      if (!options.siteKey) throw new Error(CAPTCHA_NOT_SET_UP);
      await load();
      if (!deps.isDocumentAlive()) throw new Error(DOCUMENT_DESTROYED);
      const library = deps.getLibrary();
      if (!library) throw new Error(CAPTCHA_NOT_SET_UP);
      if (library.ready) await new Promise<void>((resolve) => library.ready!(resolve));
      if (!deps.isDocumentAlive()) throw new Error(DOCUMENT_DESTROYED);
      const size = captchaSize(target.width);
      let id: number;
      try {
        id = library.render(target.node, {
          sitekey: options.siteKey,
          size,
          callback: (token) => options.onChange?.(token),
          'expired-callback': () => options.onChange?.(null),
        });
      } catch (error) {
        deps.logger.error(CAPTCHA_RENDER_ERROR, error);
        throw error;
      }
      return {
        id,
        size,
        getResponse: () => library.getResponse(id),
        reset: () => {
          library.reset(id);
          options.onChange?.(null);
        },
      };
    },
  };
}
