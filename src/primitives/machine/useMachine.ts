import { useEffect, useState, useSyncExternalStore } from 'react';
import { createMachineRunner, type EffectRunner, type MachineReducer } from './machineRunner';

export interface UseMachineOptions<S, X> {
  /** The effects the first state wants at once (a block that opens loading); none unless given. */
  readonly start?: (state: S) => readonly X[];
  /** Whether a state still wants an effect: one under way that it does not is aborted and its answer dropped. */
  readonly live?: (state: S, effect: X) => boolean;
}

/**
 * A pure machine in a view: the state to show, and `send` (stable; returns the state after the
 * event). The effects each step returns run after the view has shown that step (after commit),
 * through `run` as the latest render gave it, so it may close over the latest props; their
 * answers come back as events. Each effect gets an `AbortSignal`, aborted on unmount and when
 * `live` says the state moved on; after that its answer is dropped and nothing is sent.
 * `reducer`, `init` and `options` are read once (a module's pure functions).
 */
export function useMachine<S, E, X>(
  reducer: MachineReducer<S, E, X>,
  init: () => S,
  run: EffectRunner<E, X>,
  options: UseMachineOptions<S, X> = {},
): [S, (event: E) => S] {
  const [runner] = useState(() => {
    const initial = init();
    return createMachineRunner(reducer, initial, { effects: options.start?.(initial) ?? [], ...(options.live ? { live: options.live } : {}) });
  });
  const { state } = useSyncExternalStore(runner.subscribe, runner.getSnapshot, runner.getSnapshot);
  useEffect(() => runner.runEffects(run));
  return [state, runner.send];
}
