/**
 * A resize emitter (spec: axis x or y, a numeric threshold, timeout 300 ms by default,
 * 100 ms in galleries): sizes come in as often as the observer reports them; listeners
 * hear once the size has been still for the timeout, and only when it moved along the
 * axis by more than the threshold since the last emit. Framework-free; timers are
 * injectable for tests.
 */
export type ResizeAxis = 'x' | 'y';

export interface ResizeEmitterOptions {
  axis?: ResizeAxis;
  /** Pixels the size must change by (along the axis) before listeners hear of it. */
  threshold?: number;
  timeoutMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface ResizeEmitter {
  /** A size as measured; emits later, if it is still and far enough from the last. */
  measure(size: { width: number; height: number }): void;
  subscribe(listener: (size: number) => void): () => void;
  dispose(): void;
}

export const RESIZE_TIMEOUT_MS = 300;

export function createResizeEmitter({
  axis = 'x',
  threshold = 0,
  timeoutMs = RESIZE_TIMEOUT_MS,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: ResizeEmitterOptions = {}): ResizeEmitter {
  if (axis !== 'x' && axis !== 'y') throw new TypeError(`Resize emitter axis must be x or y, not ${String(axis)}`);
  if (typeof threshold !== 'number' || !Number.isFinite(threshold)) throw new TypeError(`Resize emitter threshold must be a number, not ${String(threshold)}`);
  const listeners = new Set<(size: number) => void>();
  let last: number | null = null;
  let pending: unknown = null;
  return {
    measure({ width, height }) {
      const size = axis === 'x' ? width : height;
      if (pending !== null) clearTimer(pending);
      pending = setTimer(() => {
        pending = null;
        if (last !== null && Math.abs(size - last) <= threshold) return;
        last = size;
        listeners.forEach((listener) => listener(size));
      }, timeoutMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (pending !== null) clearTimer(pending);
      pending = null;
      listeners.clear();
    },
  };
}
