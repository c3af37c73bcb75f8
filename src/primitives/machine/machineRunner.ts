/**
 * Runs a pure machine: a reducer takes the state and an event and returns the next state
 * with the effects to run, as data (a call to send, a handler to call). The runner keeps the
 * latest state (read at once, so a second press in the same frame sees the first), queues the
 * effects until its host takes them (`runEffects`, after the view shows the state), and sends
 * each effect's answer back as an event. Each effect runs with an `AbortSignal`: it is aborted
 * when the state no longer wants the effect (`live`, the effect is superseded) or the runner is
 * disposed (its last subscriber left), and the answer of an aborted effect is dropped here, not
 * by each caller. Once stopped, events are dropped too. No React, no DOM.
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
 * the effect runner turns a rejection into one. `signal` aborts when the effect is superseded
 * or the machine disposed: pass it to the call, so the call itself stops.
 */
export type EffectRunner<E, X> = (effect: X, signal: AbortSignal) => E | undefined | void | PromiseLike<E | undefined | void>;

export interface MachineOptions<S, X> {
  /** Effects to run from the start, before any event (a page that opens with a search under way). */
  readonly effects?: readonly X[];
  /**
   * Whether the state still wants an effect. After each step, every effect under way that the
   * new state does not want is aborted and its answer dropped; a waiting one it does not want
   * is not run. Without it, effects are cancelled only when the runner is disposed.
   */
  readonly live?: (state: S, effect: X) => boolean;
}

/** Changes whenever the state does or effects are waiting, so the host shows it and then runs them. */
export interface MachineSnapshot<S> {
  readonly state: S;
}

export interface MachineRunner<S, E, X> {
  /** Steps the machine; returns the state after it (the same state once stopped). */
  send(event: E): S;
  getSnapshot(): MachineSnapshot<S>;
  /**
   * Called on every new snapshot. When the last subscriber leaves the runner stops (events are
   * dropped) and, unless a new subscriber comes in the same task (a remount), is disposed: the
   * effects under way are aborted. It starts again with a new subscriber.
   */
  subscribe(listener: () => void): () => void;
  /** Takes the waiting effects and runs them, in the order the steps gave them; nothing once stopped. */
  runEffects(run: EffectRunner<E, X>): void;
}

const isThenable = <T>(value: unknown): value is PromiseLike<T> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function createMachineRunner<S, E, X>(reducer: MachineReducer<S, E, X>, initial: S, options: MachineOptions<S, X> = {}): MachineRunner<S, E, X> {
  const { live } = options;
  let snapshot: MachineSnapshot<S> = { state: initial };
  let waiting: X[] = [...(options.effects ?? [])];
  let stopped = false;
  const listeners = new Set<() => void>();
  /** The effects whose answers are still on their way. */
  const underWay = new Map<AbortController, X>();

  const cancel = (controller: AbortController) => {
    underWay.delete(controller);
    controller.abort();
  };

  const send = (event: E): S => {
    if (stopped) return snapshot.state;
    const step = reducer(snapshot.state, event);
    const effects = step.effects ?? [];
    if (Object.is(step.state, snapshot.state) && effects.length === 0) return snapshot.state;
    waiting = [...waiting, ...effects];
    snapshot = { state: step.state };
    if (live) for (const [controller, effect] of [...underWay]) if (!live(step.state, effect)) cancel(controller);
    for (const listener of [...listeners]) listener();
    return snapshot.state;
  };

  const answer = (reply: E | undefined | void) => {
    if (reply !== undefined) send(reply);
  };

  const dispose = () => {
    if (listeners.size === 0) for (const controller of [...underWay.keys()]) cancel(controller);
  };

  return {
    send,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      stopped = false;
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopped = true;
        queueMicrotask(dispose);
      };
    },
    runEffects(run) {
      if (stopped || waiting.length === 0) return;
      const effects = waiting;
      waiting = [];
      for (const effect of effects) {
        if (live && !live(snapshot.state, effect)) continue;
        const controller = new AbortController();
        const reply = run(effect, controller.signal);
        if (!isThenable<E | undefined | void>(reply)) {
          answer(reply);
          continue;
        }
        underWay.set(controller, effect);
        reply.then(
          (event) => {
            if (underWay.delete(controller)) answer(event);
          },
          (error: unknown) => {
            if (underWay.delete(controller)) throw error;
          },
        );
      }
    },
  };
}
