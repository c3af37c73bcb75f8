// @vitest-environment happy-dom
/**
 * The published runtime's `react` (Preact's compatible layer) on a page of many roots: ids unique across the roots,
 * and effects that run without an animation frame or a timer.
 */
import { createRoot } from 'preact/compat/client';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, useEffect, useState } from 'preact/compat';
import { useId } from './reactOnPreact.js';

function Labelled({ name }: { name: string }) {
  const title = useId();
  const description = useId();
  return createElement('svg', { role: 'img', 'aria-labelledby': title, 'aria-describedby': description }, [
    createElement('title', { id: title, key: 't' }, name),
    createElement('desc', { id: description, key: 'd' }, `${name}, described`),
  ]);
}

const roots: { unmount(): void }[] = [];
function mount(element: Parameters<ReturnType<typeof createRoot>['render']>[0]): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(element));
  roots.push(root);
  return host;
}

/** Real message rounds, which no fake timer holds: enough for a task queued after the commit to have run. */
async function afterTasks(count = 20): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await new Promise<void>((done) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        done();
      };
      channel.port2.postMessage(null);
    });
  }
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("the runtime's react on Preact", () => {
  it('gives each view on the page its own ids, in React’s form: a label in one root never names an element of another', () => {
    const first = mount(createElement(Labelled, { name: 'Cups sold' }));
    const second = mount(createElement(Labelled, { name: 'Visitors' }));
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^_r_[0-9a-v]+_$/);
    for (const [host, name] of [
      [first, 'Cups sold'],
      [second, 'Visitors'],
    ] as const) {
      const svg = host.querySelector('svg')!;
      expect(document.getElementById(svg.getAttribute('aria-labelledby')!)?.textContent).toBe(name);
      expect(host.contains(document.getElementById(svg.getAttribute('aria-describedby')!))).toBe(true);
    }
  });

  it('keeps an id through re-renders', () => {
    let bump: () => void = () => {};
    function Counting() {
      const [count, setCount] = useState(0);
      bump = () => setCount((n: number) => n + 1);
      return createElement('p', { id: useId() }, String(count));
    }
    const host = mount(createElement(Counting, null));
    const before = host.querySelector('p')!.id;
    act(() => bump());
    expect(host.querySelector('p')!.textContent).toBe('1');
    expect(host.querySelector('p')!.id).toBe(before);
  });

  it('runs effects in a task after the commit, with timers and animation frames held (a background tab, a held clock)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const ran: string[] = [];
    function Effecting() {
      useEffect(() => void ran.push('effect'), []);
      return createElement('p', null, 'view');
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    root.render(createElement(Effecting, null));
    expect(ran).toEqual([]);
    await afterTasks();
    expect(host.textContent).toBe('view');
    expect(ran).toEqual(['effect']);
  });
});
