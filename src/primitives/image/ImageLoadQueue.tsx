import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { mediaQueries } from '../../tokens/tokens';
import { LoadQueue, QUEUE_CONCURRENCY, queueConcurrency } from './loadQueue';

/** A LoadQueue shared by the images below it, with change notifications for React. */
class ObservableQueue {
  private readonly listeners = new Set<() => void>();
  private readonly granted = new Set<string>();
  constructor(readonly queue: LoadQueue) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isGranted = (id: string) => this.granted.has(id);

  request(id: string, inView: boolean) {
    this.queue.request(id, { inView });
    this.pump();
  }

  settle(id: string, outcome: 'loaded' | 'failed') {
    this.queue.settle(id, outcome);
    this.pump();
  }

  cancel(id: string) {
    this.queue.cancel(id);
    this.granted.delete(id);
    this.pump();
  }

  private pump() {
    const started = this.queue.take();
    if (started.length === 0) return;
    for (const id of started) this.granted.add(id);
    for (const listener of this.listeners) listener();
  }
}

const QueueContext = createContext<ObservableQueue | null>(null);

export interface ImageLoadQueueProviderProps {
  /** At most this many images load at once (16, or 1 on mobile). */
  concurrency?: number;
  children?: ReactNode;
}

/** @internal kept for stories: pages use the shared queue; a story sets its own concurrency */
export function ImageLoadQueueProvider({ concurrency = QUEUE_CONCURRENCY.desktop, children }: ImageLoadQueueProviderProps) {
  const value = useMemo(() => new ObservableQueue(new LoadQueue({ concurrency })), [concurrency]);
  return <QueueContext.Provider value={value}>{children}</QueueContext.Provider>;
}

let fallbackQueue: ObservableQueue | null = null;
/** The page's queue, made at its first image: 1 load at a time on a phone's screen, else 16 (spec: image queue throttle). */
function defaultQueue(): ObservableQueue {
  const onPhoneScreen = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(mediaQueries.mobile).matches;
  fallbackQueue ??= new ObservableQueue(new LoadQueue({ concurrency: queueConcurrency(onPhoneScreen) }));
  return fallbackQueue;
}

let instances = 0;

/** A key that is unique to one image view for its whole life (useId values repeat across remounts). */
export function useImageKey(): string {
  const [key] = useState(() => `image-${++instances}`);
  return key;
}

/**
 * Whether image `id` may load now: it asks the queue once `wanted` turns true (in or
 * near view) and is granted a slot in queue order. `settle` frees the slot.
 */
export function useQueuedLoad(id: string, wanted: boolean, inView: boolean) {
  const queue = useContext(QueueContext) ?? defaultQueue();
  const asked = useRef(false);
  const granted = useSyncExternalStore(
    queue.subscribe,
    () => queue.isGranted(id),
    () => false,
  );
  useEffect(() => {
    if (wanted && !asked.current) {
      asked.current = true;
      queue.request(id, inView);
    } else if (wanted && inView) queue.queue.promote(id);
  }, [id, wanted, inView, queue]);
  useEffect(() => () => queue.cancel(id), [id, queue]);
  const [settled, setSettled] = useState(false);
  return {
    granted,
    settle: (outcome: 'loaded' | 'failed') => {
      if (settled) return;
      setSettled(true);
      queue.settle(id, outcome);
    },
  };
}
