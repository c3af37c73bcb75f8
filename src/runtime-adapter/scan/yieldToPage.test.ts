import { describe, expect, it, vi } from 'vitest';
import { mapInSlices, yieldToPage, type YieldScope } from './yieldToPage';

const noTimer: YieldScope['setTimeout'] = () => {
  throw new Error('setTimeout was not to be used');
};

describe('yieldToPage', () => {
  it('uses scheduler.yield where the page has it', async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    await yieldToPage({ scheduler, MessageChannel, setTimeout: noTimer });
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });

  it('else posts a message to itself through a MessageChannel: a task queued before it runs first', async () => {
    const order: string[] = [];
    const before = new MessageChannel();
    before.port1.onmessage = () => {
      order.push('queued before');
      before.port1.close();
    };
    before.port2.postMessage(null);
    await yieldToPage({ MessageChannel, setTimeout: noTimer });
    order.push('after the yield');
    expect(order).toEqual(['queued before', 'after the yield']);
  });

  it('else waits for a timer of 0 ms', async () => {
    const setTimeout = vi.fn((callback: () => void) => queueMicrotask(callback));
    await yieldToPage({ setTimeout });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});

describe('mapInSlices', () => {
  it('reads every item in order, a slice at a time, with a yield before each slice after the first', async () => {
    const log: string[] = [];
    const yieldNow = async () => {
      log.push('yield');
    };
    const read = (item: number, index: number) => {
      log.push(`read ${index}`);
      return item * 10;
    };
    expect(await mapInSlices([1, 2, 3, 4, 5], read, { size: 2, yieldNow })).toEqual([10, 20, 30, 40, 50]);
    expect(log).toEqual(['read 0', 'read 1', 'yield', 'read 2', 'read 3', 'yield', 'read 4']);
  });

  it('reads one slice or less without yielding, and an empty list at once', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    expect(await mapInSlices(['a', 'b'], (item) => item.toUpperCase(), { size: 2, yieldNow })).toEqual(['A', 'B']);
    expect(await mapInSlices([], (item) => item, { yieldNow })).toEqual([]);
    expect(yieldNow).not.toHaveBeenCalled();
  });

  it('lets a task queued before it run between slices', async () => {
    let ran = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      ran = true;
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    const seen = await mapInSlices(Array.from({ length: 3 }), () => ran, { size: 1, yieldNow: () => yieldToPage({ MessageChannel, setTimeout: noTimer }) });
    expect(seen).toEqual([false, true, true]);
  });
});
