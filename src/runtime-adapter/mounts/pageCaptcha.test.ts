// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCaptchaLoader, type CaptchaLibrary, type CaptchaRenderParams } from '../../services/captcha';
import { formCaptcha, pageCaptchaWidget } from './pageCaptcha';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function fakeLibrary() {
  const rendered: CaptchaRenderParams[] = [];
  const resets: number[] = [];
  const library: CaptchaLibrary = {
    render: (_node, params) => rendered.push(params) - 1,
    reset: (id) => resets.push(id ?? -1),
    getResponse: () => '',
  };
  return { library, rendered, resets };
}

const loaderOver = (library: CaptchaLibrary | undefined, loadScript = () => Promise.resolve()) =>
  createCaptchaLoader({ loadScript, scriptUrl: 'captcha.js', getLibrary: () => library, isDocumentAlive: () => true, logger: { error: () => {} } });

async function show(element: ReactElement) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(element));
  await act(async () => {});
  return { host, root };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('page captcha', () => {
  it('reports the token, and null when it expires', async () => {
    const fake = fakeLibrary();
    const Widget = pageCaptchaWidget('site-key', loaderOver(fake.library));
    const tokens: (string | null)[] = [];
    await show(createElement(Widget, { onToken: (t) => tokens.push(t), resetKey: 0, compact: false, describedBy: undefined }));
    expect(fake.rendered[0]?.sitekey).toBe('site-key');
    fake.rendered[0]?.callback?.('token-1');
    fake.rendered[0]?.['expired-callback']?.();
    expect(tokens).toEqual(['token-1', null]);
  });

  it('starts over when resetKey changes', async () => {
    const fake = fakeLibrary();
    const Widget = pageCaptchaWidget('site-key', loaderOver(fake.library));
    const { root } = await show(createElement(Widget, { onToken: () => {}, resetKey: 0, compact: false, describedBy: undefined }));
    expect(fake.resets).toEqual([]);
    await act(async () => root.render(createElement(Widget, { onToken: () => {}, resetKey: 1, compact: false, describedBy: undefined })));
    expect(fake.resets).toEqual([0]);
  });

  it('renders nothing and logs when the library cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Widget = pageCaptchaWidget(
      'site-key',
      loaderOver(undefined, () => Promise.reject(new Error('blocked'))),
    );
    const { host } = await show(createElement(Widget, { onToken: () => {}, resetKey: 0, compact: false, describedBy: undefined }));
    expect(host.textContent).toBe('');
    expect(host.querySelector('div')?.children.length).toBe(0);
    expect(error).toHaveBeenCalledWith('The captcha could not be shown', expect.any(Error));
  });

  it('gives a form without captcha no widget, and one with captcha a widget', () => {
    expect(formCaptcha({ captcha: false }, 'site-key')).toBeUndefined();
    expect(typeof formCaptcha({ captcha: true }, 'site-key')).toBe('function');
  });
});
