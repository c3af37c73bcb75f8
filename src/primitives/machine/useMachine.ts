import { useEffect, useState, useSyncExternalStore } from 'react';
import { createMachineRunner, type EffectRunner, type MachineReducer } from './machineRunner';

/**
 * A pure machine in a view: the state to show, and `send` (stable; returns the state after the
 * event). The effects each step returns run after the view has shown that step (after commit),
 * through `run` as the latest render gave it, so it may close over the latest props; their
 * answers come back as events. After unmount nothing is sent. `reducer` and `init` are read
 * once (a module's pure function).
 */
export function useMachine<S, E, X>(reducer: MachineReducer<S, E, X>, init: () => S, run: EffectRunner<E, X>): [S, (event: E) => S] {
  const [runner] = useState(() => createMachineRunner(reducer, init()));
  const { state } = useSyncExternalStore(runner.subscribe, runner.getSnapshot, runner.getSnapshot);
  useEffect(() => runner.runEffects(run));
  return [state, runner.send];
}
