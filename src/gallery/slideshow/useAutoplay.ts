import { useEffect, useState } from 'react';
import { autoplayStatus, type AutoplayInputs, type AutoplayStatus } from '../core/autoplay.rules';

/**
 * Runs `advance` every `timeoutMs` while the autoplay rules say it runs. The view
 * reports the pointer, focus, video and motion inputs; the rules decide.
 */
export function useAutoplay(inputs: AutoplayInputs & { timeoutMs: number; userPaused: boolean }, advance: () => void): AutoplayStatus {
  const status = inputs.userPaused ? 'paused' : autoplayStatus(inputs);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (status !== 'running') return;
    const timer = setTimeout(() => {
      advance();
      setTick((t) => t + 1);
    }, inputs.timeoutMs);
    return () => clearTimeout(timer);
    // advance is re-created each render; the timer restarts on each tick instead
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, inputs.timeoutMs, tick]);
  return status;
}
