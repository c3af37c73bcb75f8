import { describe, expect, it, vi } from 'vitest';
import { mapInSlices, SLICE_BUDGET_MS, yieldToPage, type YieldScope } from './yieldToPage';

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
  /** A clock that moves on by `step` ms with every item read (and stands still while the page has its turn). */
  const readingClock = (step: number) => {
    let time = 0;
    return { now: () => time, tick: () => (time += step) };
  };

  it('reads every item in order, giving the page a turn once a slice has read for the budget and items are left', async () => {
    const log: string[] = [];
    const clock = readingClock(3);
    const yieldNow = async () => {
      log.push('yield');
    };
    const read = (item: number, index: number) => {
      clock.tick();
      log.push(`read ${index}`);
      return item * 10;
    };
    // 3 ms an item against a budget of 8: a turn after every third item, none after the last
    expect(await mapInSlices([1, 2, 3, 4, 5, 6], read, { budgetMs: 8, now: clock.now, yieldNow })).toEqual([10, 20, 30, 40, 50, 60]);
    expect(log).toEqual(['read 0', 'read 1', 'read 2', 'yield', 'read 3', 'read 4', 'read 5']);
  });

  it('slices by time, not by count: fast items are read in one task, slow ones one a slice', async () => {
    const count = async (step: number) => {
      const clock = readingClock(step);
      const yieldNow = vi.fn(() => Promise.resolve());
      await mapInSlices(Array.from({ length: 200 }), () => clock.tick(), { now: clock.now, yieldNow });
      return yieldNow.mock.calls.length;
    };
    expect(SLICE_BUDGET_MS).toBe(8);
    // 200 items at 0.01 ms each: one task; at 0.25 ms: a turn every 32; at 20 ms: a turn after each
    expect(await count(0.01)).toBe(0);
    expect(await count(0.25)).toBe(6);
    expect(await count(20)).toBe(199);
  });

  it('reads a list within the budget without yielding, and an empty list at once', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    expect(await mapInSlices(['a', 'b'], (item) => item.toUpperCase(), { now: () => 0, yieldNow })).toEqual(['A', 'B']);
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
    const clock = readingClock(10);
    const seen = await mapInSlices(
      Array.from({ length: 3 }),
      () => {
        clock.tick();
        return ran;
      },
      { now: clock.now, yieldNow: () => yieldToPage({ MessageChannel, setTimeout: noTimer }) },
    );
    expect(seen).toEqual([false, true, true]);
  });
});
