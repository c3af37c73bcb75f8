/**
 * The captcha widget of a published page's forms: the captcha service's loader over a
 * script tag, rendering into a div of its own. Reports the token from the library's
 * callbacks (expiry: null), starts over when `resetKey` changes, and renders nothing
 * but a console message when the library cannot load.
 */
import { useEffect, useRef } from 'react';
import type { CaptchaWidget, CaptchaWidgetProps } from '../../primitives/form/captchaWidget';
import { createCaptchaLoader, type CaptchaLibrary, type CaptchaLoader, type CaptchaWidget as LoadedWidget } from '../../services/captcha';
import { scriptTagLoader } from '../../services/scripts/scriptTag';

/**
 * The reCAPTCHA API script, explicit rendering (the spec does not show the URL; this is
 * the provider's documented script for rendering widgets on demand).
 */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

let pageLoader: CaptchaLoader | null = null;

/** One loader per page: the script loads once for all forms. */
function defaultLoader(): CaptchaLoader {
  pageLoader ??= createCaptchaLoader({
    loadScript: scriptTagLoader(document),
    scriptUrl: RECAPTCHA_SCRIPT_URL,
    getLibrary: () => (window as unknown as { grecaptcha?: CaptchaLibrary }).grecaptcha,
    isDocumentAlive: () => document.defaultView !== null,
    logger: console,
  });
  return pageLoader;
}

/** The widget component for a site key; `loader` is for tests (default: the page's). */
export function pageCaptchaWidget(siteKey: string | null | undefined, loader?: CaptchaLoader): CaptchaWidget {
  function PageCaptcha({ onToken, resetKey, describedBy }: CaptchaWidgetProps) {
    const node = useRef<HTMLDivElement>(null);
    const widget = useRef<LoadedWidget | null>(null);
    const onTokenRef = useRef(onToken);
    onTokenRef.current = onToken;

    useEffect(() => {
      const target = node.current;
      if (!target) return;
      let alive = true;
      (loader ?? defaultLoader())
        .render({ node: target, width: target.parentElement?.clientWidth || target.clientWidth }, { siteKey, onChange: (token) => onTokenRef.current(token) })
        .then(
          (loaded) => {
            if (alive) widget.current = loaded;
          },
          (error: unknown) => {
            console.error('The captcha could not be shown', error);
          },
        );
      return () => {
        alive = false;
        widget.current = null;
      };
    }, []);

    const firstReset = useRef(resetKey);
    useEffect(() => {
      if (resetKey !== firstReset.current) widget.current?.reset();
    }, [resetKey]);

    return <div ref={node} className="page-captcha" aria-describedby={describedBy} />;
  }
  return PageCaptcha;
}

/** The captcha slot for a form definition: a widget when it asks for a captcha, none otherwise. */
export const formCaptcha = (definition: { captcha: boolean }, siteKey: string | null | undefined): CaptchaWidget | undefined =>
  definition.captcha ? pageCaptchaWidget(siteKey) : undefined;
