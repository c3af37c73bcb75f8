// @vitest-environment happy-dom
/**
 * The follow-button script's 10 s time-out on the page: a published follow button mounted by its
 * chunk with the page's own loader (a script tag in the head, the window's timers) waits for a
 * script that never answers for 10 s, not less, then stays the markup's link with a warning.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanPage } from '../scan/scanPage';
import { testMountContext } from '../testing/mountJob.fixture';
import { mountRegistry } from '../registry';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Lets React render what a timer started (React schedules with setImmediate, which the fake clock leaves alone). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('the follow button on a page whose script never answers', { timeout: 20_000 }, () => {
  it('shows the loading button for 10 s, then stays a plain link with the warning naming the handle', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // the script tag goes into the head and never loads nor fails
    const added: string[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push((node as unknown as HTMLScriptElement).src);
      return node;
    });
    document.body.innerHTML =
      '<div class="sqs-block twitter-block" id="block-tw" data-block-type=""><div class="sqs-block-content"><a class="twitter-follow-button" href="https://x.com/harbourcoffee">Follow us</a></div></div>';
    const job = scanPage(document).jobs.find((j) => j.kind === 'followButton')!;
    const { mount } = await (mountRegistry.followButton as () => Promise<{ mount: (e: HTMLElement, p: unknown, c: typeof testMountContext) => () => void }>)();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const unmount = mount(job.element, job.props, testMountContext);
    await flush();
    const state = () => document.querySelector('.runtime-follow-button [data-follow-button]')?.getAttribute('data-follow-button');
    expect(added).toHaveLength(1);
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(9999);
    await flush();
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(state()).toBe('fallback');
    expect(document.querySelector('.runtime-follow-button a')?.textContent).toBe('Follow us');
    expect(warn).toHaveBeenCalledWith('Follow button for @harbourcoffee stays a plain link: the follow-button script did not load', expect.any(Error));
    unmount();
  });
});
