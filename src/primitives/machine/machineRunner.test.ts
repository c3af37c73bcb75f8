import { describe, expect, it, vi } from 'vitest';
import { createMachineRunner, type MachineReducer } from './machineRunner';

// A counter that asks to save each new count; the save's answer comes back as `saved`.
type Event = { type: 'add' } | { type: 'saved'; count: number } | { type: 'noop' };
type State = { count: number; saved: number | null };
type Effect = { kind: 'save'; count: number };

const counter: MachineReducer<State, Event, Effect> = (state, event) => {
  switch (event.type) {
    case 'add': {
      const count = state.count + 1;
      return { state: { ...state, count }, effects: [{ kind: 'save', count }] };
    }
    case 'saved':
      return { state: { ...state, saved: event.count } };
    case 'noop':
      return { state };
  }
};

const start = () => {
  const runner = createMachineRunner(counter, { count: 0, saved: null });
  const listener = vi.fn();
  const leave = runner.subscribe(listener);
  return { runner, listener, leave };
};

describe('createMachineRunner', () => {
  it('keeps the latest state: send returns it at once, before any effect runs', () => {
    const { runner } = start();
    expect(runner.send({ type: 'add' })).toEqual({ count: 1, saved: null });
    expect(runner.send({ type: 'add' })).toEqual({ count: 2, saved: null });
    expect(runner.getSnapshot().state.count).toBe(2);
  });

  it('tells its subscribers of each new snapshot, and not of a step that changed nothing', () => {
    const { runner, listener } = start();
    const before = runner.getSnapshot();
    runner.send({ type: 'noop' });
    expect(listener).not.toHaveBeenCalled();
    expect(runner.getSnapshot()).toBe(before);
    runner.send({ type: 'add' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(runner.getSnapshot()).not.toBe(before);
  });

  it('gives a new snapshot for a step that only asks for effects, so the host commits and runs them', () => {
    const same: MachineReducer<{ n: number }, 'ping', 'pong'> = (state) => ({ state, effects: ['pong'] });
    const runner = createMachineRunner(same, { n: 0 });
    runner.subscribe(() => {});
    const before = runner.getSnapshot();
    runner.send('ping');
    expect(runner.getSnapshot()).not.toBe(before);
    expect(runner.getSnapshot().state).toBe(before.state);
  });

  it('runs effects only when the host takes them, in order, once each', () => {
    const { runner } = start();
    const run = vi.fn((_effect: Effect) => undefined);
    runner.send({ type: 'add' });
    runner.send({ type: 'add' });
    expect(run).not.toHaveBeenCalled();
    runner.runEffects(run);
    expect(run.mock.calls.map(([effect]) => effect)).toEqual([
      { kind: 'save', count: 1 },
      { kind: 'save', count: 2 },
    ]);
    runner.runEffects(run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('sends an answer back as an event, whether given at once or by a promise', async () => {
    const { runner } = start();
    runner.send({ type: 'add' });
    runner.runEffects((effect) => ({ type: 'saved', count: effect.count }));
    expect(runner.getSnapshot().state.saved).toBe(1);
    runner.send({ type: 'add' });
    runner.runEffects((effect) => Promise.resolve({ type: 'saved', count: effect.count }));
    expect(runner.getSnapshot().state.saved).toBe(1);
    await Promise.resolve();
    expect(runner.getSnapshot().state.saved).toBe(2);
  });

  it('drops events and late answers once its last subscriber has left, and takes them again with a new one', async () => {
    const { runner, leave } = start();
    runner.send({ type: 'add' });
    let answer!: (event: Event) => void;
    runner.runEffects(() => new Promise<Event>((resolve) => (answer = resolve)));
    leave();
    answer({ type: 'saved', count: 1 });
    await Promise.resolve();
    expect(runner.getSnapshot().state).toEqual({ count: 1, saved: null });
    expect(runner.send({ type: 'add' })).toEqual({ count: 1, saved: null });
    runner.subscribe(() => {});
    expect(runner.send({ type: 'add' })).toEqual({ count: 2, saved: null });
  });

  it('gives each effect a signal, and after the last subscriber leaves aborts the calls under way and drops their answers', async () => {
    const { runner, leave } = start();
    runner.send({ type: 'add' });
    const signals: AbortSignal[] = [];
    let answer!: (event: Event) => void;
    runner.runEffects((_effect, signal) => {
      signals.push(signal);
      return new Promise<Event>((resolve) => (answer = resolve));
    });
    expect(signals[0]?.aborted).toBe(false);
    leave();
    await Promise.resolve();
    expect(signals[0]?.aborted).toBe(true);
    runner.subscribe(() => {});
    answer({ type: 'saved', count: 1 });
    await Promise.resolve();
    expect(runner.getSnapshot().state.saved).toBeNull();
  });

  it('keeps the calls under way when a new subscriber comes in the same task (a remount)', async () => {
    const { runner, leave } = start();
    runner.send({ type: 'add' });
    let signal!: AbortSignal;
    runner.runEffects((effect, given) => {
      signal = given;
      return Promise.resolve({ type: 'saved', count: effect.count });
    });
    leave();
    runner.subscribe(() => {});
    await Promise.resolve();
    await Promise.resolve();
    expect(signal.aborted).toBe(false);
    expect(runner.getSnapshot().state.saved).toBe(1);
  });

  it('aborts a call the new state no longer wants (superseded) and drops its answer; runs no waiting effect it does not want', async () => {
    // Only the save of the latest count is wanted.
    const live = (state: State, effect: Effect) => effect.count === state.count;
    const runner = createMachineRunner(counter, { count: 0, saved: null }, { live });
    runner.subscribe(() => {});
    const calls: { count: number; signal: AbortSignal; answer: (event: Event) => void }[] = [];
    const run = (effect: Effect, signal: AbortSignal) => new Promise<Event>((answer) => calls.push({ count: effect.count, signal, answer }));
    runner.send({ type: 'add' });
    runner.runEffects(run);
    runner.send({ type: 'add' });
    expect(calls[0]?.signal.aborted).toBe(true);
    runner.send({ type: 'add' });
    runner.runEffects(run);
    expect(calls.map((call) => call.count)).toEqual([1, 3]);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[0]?.answer({ type: 'saved', count: 1 });
    await Promise.resolve();
    expect(runner.getSnapshot().state.saved).toBeNull();
    calls[1]?.answer({ type: 'saved', count: 3 });
    await Promise.resolve();
    expect(runner.getSnapshot().state.saved).toBe(3);
  });

  it('runs the effects it was started with once the host takes them', () => {
    const runner = createMachineRunner(counter, { count: 1, saved: null }, { effects: [{ kind: 'save', count: 1 }] });
    runner.subscribe(() => {});
    runner.runEffects((effect) => ({ type: 'saved', count: effect.count }));
    expect(runner.getSnapshot().state).toEqual({ count: 1, saved: 1 });
  });

  it('runs no waiting effect once stopped', () => {
    const { runner, leave } = start();
    runner.send({ type: 'add' });
    leave();
    const run = vi.fn();
    runner.runEffects(run);
    expect(run).not.toHaveBeenCalled();
  });
});
