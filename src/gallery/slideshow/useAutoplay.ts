import { useEffect, useEffectEvent, useState } from 'react';
import { autoplayStatus, type AutoplayInputs, type AutoplayStatus } from '../core/autoplay.rules';

/**
 * Runs `advance` every `timeoutMs` while the autoplay rules say it runs. The view
 * reports the pointer, focus, video and motion inputs; the rules decide.
 */
export function useAutoplay(inputs: AutoplayInputs & { timeoutMs: number; userPaused: boolean }, advance: () => void): AutoplayStatus {
  const status = inputs.userPaused ? 'paused' : autoplayStatus(inputs);
  const [tick, setTick] = useState(0);
  // the latest `advance` (re-created each render) without restarting the timer: it restarts on each tick
  const onTimeout = useEffectEvent(advance);
  useEffect(() => {
    if (status !== 'running') return;
    const timer = setTimeout(() => {
      onTimeout();
      setTick((t) => t + 1);
    }, inputs.timeoutMs);
    return () => clearTimeout(timer);
  }, [status, inputs.timeoutMs, tick]);
  return status;
}
