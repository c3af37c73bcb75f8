/**
 * Runs a pure machine: a reducer takes the state and an event and returns the next state
 * with the effects to run, as data (a call to send, a handler to call). The runner keeps the
 * latest state (read at once, so a second press in the same frame sees the first), queues the
 * effects until its host takes them (`runEffects`, after the view shows the state), and sends
 * each effect's answer back as an event. Once its last subscriber leaves (the view unmounted)
 * it is stopped: events, and answers still on their way, are dropped. No React, no DOM.
 */

/** What a machine's step gives: the next state, and the effects to run (none when absent). */
export interface MachineStep<S, X> {
  readonly state: S;
  readonly effects?: readonly X[];
}

/** A pure step: same state and event, same result; it never runs an effect itself. */
export type MachineReducer<S, E, X> = (state: S, event: E) => MachineStep<S, X>;

/**
 * Runs one effect. Its answer goes back to the machine: an event (or a promise of one) is
 * sent, nothing (undefined) sends nothing. A failure the machine must know of is an event too:
 * the effect runner turns a rejection into one.
 */
export type EffectRunner<E, X> = (effect: X) => E | undefined | void | PromiseLike<E | undefined | void>;

/** Changes whenever the state does or effects are waiting, so the host shows it and then runs them. */
export interface MachineSnapshot<S> {
  readonly state: S;
}

export interface MachineRunner<S, E, X> {
  /** Steps the machine; returns the state after it (the same state once stopped). */
  send(event: E): S;
  getSnapshot(): MachineSnapshot<S>;
  /** Called on every new snapshot; the runner stops when the last subscriber leaves and starts again with a new one. */
  subscribe(listener: () => void): () => void;
  /** Takes the waiting effects and runs them, in the order the steps gave them; nothing once stopped. */
  runEffects(run: EffectRunner<E, X>): void;
}

const isThenable = <T>(value: unknown): value is PromiseLike<T> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function createMachineRunner<S, E, X>(reducer: MachineReducer<S, E, X>, initial: S): MachineRunner<S, E, X> {
  let snapshot: MachineSnapshot<S> = { state: initial };
  let waiting: X[] = [];
  let stopped = false;
  const listeners = new Set<() => void>();

  const send = (event: E): S => {
    if (stopped) return snapshot.state;
    const step = reducer(snapshot.state, event);
    const effects = step.effects ?? [];
    if (Object.is(step.state, snapshot.state) && effects.length === 0) return snapshot.state;
    waiting = [...waiting, ...effects];
    snapshot = { state: step.state };
    for (const listener of [...listeners]) listener();
    return snapshot.state;
  };

  const answer = (reply: E | undefined | void) => {
    if (reply !== undefined) send(reply);
  };

  return {
    send,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      stopped = false;
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopped = true;
      };
    },
    runEffects(run) {
      if (stopped || waiting.length === 0) return;
      const effects = waiting;
      waiting = [];
      for (const effect of effects) {
        const reply = run(effect);
        if (isThenable<E | undefined | void>(reply)) reply.then(answer);
        else answer(reply);
      }
    },
  };
}
