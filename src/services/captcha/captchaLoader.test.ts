import { describe, expect, it, vi } from 'vitest';
import { initialSubmissionState, submissionStep } from '../forms/formSubmission.machine';
import { captchaSize, createCaptchaLoader, type CaptchaLibrary, type CaptchaLoaderDeps } from './captchaLoader';

function fakeLibrary(): CaptchaLibrary & { rendered: unknown[]; resets: (number | undefined)[]; complete(token: string): void } {
  const callbacks: ((token: string) => void)[] = [];
  const responses = new Map<number, string>();
  const lib = {
    rendered: [] as unknown[],
    resets: [] as (number | undefined)[],
    render(node: unknown, params: Parameters<CaptchaLibrary['render']>[1]) {
      lib.rendered.push({ node, ...params });
      callbacks.push((token) => {
        responses.set(0, token);
        params.callback?.(token);
      });
      return 0;
    },
    reset(id?: number) {
      lib.resets.push(id);
      responses.delete(id ?? 0);
    },
    getResponse: (id?: number) => responses.get(id ?? 0) ?? '',
    ready: (cb: () => void) => cb(),
    complete: (token: string) => callbacks.forEach((c) => c(token)),
  };
  return lib;
}

function deps(overrides: Partial<CaptchaLoaderDeps> = {}): CaptchaLoaderDeps & { loadScript: ReturnType<typeof vi.fn> } {
  const library = fakeLibrary();
  return {
    loadScript: vi.fn(async () => {}),
    scriptUrl: 'https://captcha.example/api.js',
    getLibrary: () => library,
    isDocumentAlive: () => true,
    logger: { error: vi.fn() },
    ...overrides,
  } as CaptchaLoaderDeps & { loadScript: ReturnType<typeof vi.fn> };
}

describe('captcha loader', () => {
  it('is compact under 320 px and normal from 320 px', () => {
    expect(captchaSize(319.5)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
  });

  it('loads the script once and renders with the site key at the container size', async () => {
    const library = fakeLibrary();
    const d = deps({ getLibrary: () => library });
    const loader = createCaptchaLoader(d);
    const onChange = vi.fn();
    const widget = await loader.render({ node: 'node-a', width: 280 }, { siteKey: 'site-key', onChange });
    await loader.render({ node: 'node-b', width: 600 }, { siteKey: 'site-key' });
    expect(d.loadScript).toHaveBeenCalledTimes(1);
    expect(d.loadScript).toHaveBeenCalledWith('https://captcha.example/api.js');
    expect(library.rendered).toMatchObject([
      { node: 'node-a', sitekey: 'site-key', size: 'compact' },
      { node: 'node-b', sitekey: 'site-key', size: 'normal' },
    ]);
    library.complete('tok');
    expect(onChange).toHaveBeenCalledWith('tok');
    expect(widget.getResponse()).toBe('tok');
  });

  it("rejects 'ReCaptcha has not been set up!' when the library is missing", async () => {
    await expect(createCaptchaLoader(deps({ getLibrary: () => undefined })).render({ node: 1, width: 400 }, { siteKey: 'k' })).rejects.toThrow(
      'ReCaptcha has not been set up!',
    );
    await expect(createCaptchaLoader(deps()).render({ node: 1, width: 400 }, { siteKey: '' })).rejects.toThrow('ReCaptcha has not been set up!');
  });

  it("rejects 'Document was destroyed' when the document goes away while loading", async () => {
    let alive = true;
    const d = deps({
      isDocumentAlive: () => alive,
      loadScript: vi.fn(async () => {
        alive = false;
      }),
    });
    await expect(createCaptchaLoader(d).render({ node: 1, width: 400 }, { siteKey: 'k' })).rejects.toThrow('Document was destroyed');
    await expect(createCaptchaLoader(deps({ isDocumentAlive: () => false })).render({ node: 1, width: 400 }, { siteKey: 'k' })).rejects.toThrow(
      'Document was destroyed',
    );
  });

  it("logs 'Error rendering captcha into node' when rendering throws", async () => {
    const library = {
      ...fakeLibrary(),
      render: () => {
        throw new Error('bad node');
      },
    };
    const d = deps({ getLibrary: () => library });
    await expect(createCaptchaLoader(d).render({ node: null, width: 400 }, { siteKey: 'k' })).rejects.toThrow('bad node');
    expect(d.logger.error).toHaveBeenCalledWith('Error rendering captcha into node', expect.any(Error));
  });

  it('retries the script after a failed load', async () => {
    const loadScript = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const loader = createCaptchaLoader(deps({ loadScript }));
    await expect(loader.render({ node: 1, width: 400 }, { siteKey: 'k' })).rejects.toThrow('offline');
    await expect(loader.render({ node: 1, width: 400 }, { siteKey: 'k' })).resolves.toMatchObject({ size: 'normal' });
  });

  it('is reset after a failed submission', async () => {
    const library = fakeLibrary();
    const widget = await createCaptchaLoader(deps({ getLibrary: () => library })).render({ node: 1, width: 400 }, { siteKey: 'k' });
    library.complete('tok');
    const submitting = submissionStep(initialSubmissionState({}), { type: 'submit' }).state;
    const { effects } = submissionStep(submitting, {
      type: 'settled',
      result: {
        ok: false,
        error: { reason: 'status', message: 'Unable to send form. Please try again later.', fieldErrors: {}, showErrorAbove: false, status: 500 },
      },
    });
    for (const effect of effects ?? []) if (effect.kind === 'resetCaptcha') widget.reset();
    expect(library.resets).toEqual([widget.id]);
    expect(widget.getResponse()).toBe('');
  });
});
