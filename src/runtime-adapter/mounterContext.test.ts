// @vitest-environment happy-dom
/**
 * The mount context loaded with the first block: the page services that come after start-up reach
 * each mount once they have loaded, and a load that fails is logged with the block, which stays as
 * the server rendered it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMounter } from './mounter';
import type { MountContext, MountJob, MountRegistry } from './mountTypes';
import { testMountContext } from './testing/mountJob.fixture';
import { RESERVED_ATTRIBUTE, reserveWaitingForm } from './scan/reservedBoxes';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A registry whose every kind records the context it was mounted with. */
function recordingRegistry(seen: MountContext[]): MountRegistry {
  const module = { mount: (_element: HTMLElement, _props: unknown, context: MountContext) => (seen.push(context), () => {}) };
  return new Proxy({} as MountRegistry, { get: () => () => Promise.resolve(module) });
}

function job(id: string): MountJob {
  const element = document.body.appendChild(document.createElement('div'));
  element.id = id;
  return { kind: 'code', element, props: { html: '' }, label: id } as unknown as MountJob;
}

describe('a mount context loaded with the first block', { timeout: 30_000 }, () => {
  it('reaches every mount once it has loaded', async () => {
    const seen: MountContext[] = [];
    const load = vi.fn(() => Promise.resolve(testMountContext));
    const mounter = createMounter(recordingRegistry(seen), load, vi.fn());
    await mounter.mount([job('a'), job('b')]);
    expect(seen).toEqual([testMountContext, testMountContext]);
    expect(mounter.size).toBe(2);
  });

  it('that fails to load leaves the block unmounted and logs it', async () => {
    const seen: MountContext[] = [];
    const log = vi.fn();
    const mounter = createMounter(recordingRegistry(seen), () => Promise.reject(new Error('offline')), log);
    await mounter.mount([job('a')]);
    expect(seen).toEqual([]);
    expect(log).toHaveBeenCalledWith('Block a (code) could not be mounted', new Error('offline'));
  });

  it('that fails to load gives back the box the scan kept for the view: the markup is hidden again as sent, not an empty box', async () => {
    const block = job('form-block');
    block.element.innerHTML = '<div class="form-inner-wrapper" hidden><form><input type="email"></form></div>';
    reserveWaitingForm(block.element);
    const wrapper = block.element.querySelector<HTMLElement>('.form-inner-wrapper')!;
    expect(wrapper.style.getPropertyValue('visibility')).toBe('hidden');
    const mounter = createMounter(recordingRegistry([]), () => Promise.reject(new Error('offline')), vi.fn());
    await mounter.mount([block]);
    expect(wrapper.hidden).toBe(true);
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);
    expect(wrapper.getAttribute('style') ?? '').not.toContain('visibility');
  });

  it('a block that mounts keeps its box for the view', async () => {
    const block = job('form-block');
    block.element.innerHTML = '<div class="form-inner-wrapper" hidden><form><input type="email"></form></div>';
    reserveWaitingForm(block.element);
    const mounter = createMounter(recordingRegistry([]), () => Promise.resolve(testMountContext), vi.fn());
    await mounter.mount([block]);
    const wrapper = block.element.querySelector<HTMLElement>('.form-inner-wrapper')!;
    expect(wrapper.hasAttribute(RESERVED_ATTRIBUTE)).toBe(true);
    expect(wrapper.hidden).toBe(false);
  });
});
