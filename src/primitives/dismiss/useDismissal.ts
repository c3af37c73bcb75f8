import { useCallback, useState } from 'react';

/**
 * Whether the visitor has dismissed something, and the function that dismisses it: marks it
 * dismissed (so the view can remove itself), then tells the caller, who may remember it.
 */
export function useDismissal(onDismiss?: () => void): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(false);
  const dismiss = useCallback(() => {
    setDismissed(true);
    onDismiss?.();
  }, [onDismiss]);
  return [dismissed, dismiss];
}
