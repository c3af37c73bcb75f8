import { useEffect, useRef, useState } from 'react';
import type { FollowWidgets } from './followButtonLoader';
import type { FollowButtonState } from './followButton.rules';
import { Link, Root, WidgetSlot } from './FollowButton.styles';

export interface FollowButtonProps {
  /** The profile's address: the plain link's target. */
  href: string;
  /** The account's handle, without the @. */
  handle: string;
  /** The plain link's text (default "Follow @handle"). */
  label?: string;
  /** The page's follow-button script (one shared promise per page, 10 s time-out); absent: the plain link only. */
  loadWidgets?: () => Promise<FollowWidgets>;
  /** Show the follower count in the provider's button. */
  showCount?: boolean;
  /** The provider's button size: large (28 px, default) or small (20 px). */
  size?: 'large' | 'small';
  /** Told of each state, with the error when the script failed or timed out. */
  onStateChange?: (state: FollowButtonState, error?: unknown) => void;
}

const HEIGHT = { large: 28, small: 20 } as const;

/**
 * A follow button: a plain, accessible link to the profile while the provider's script
 * loads, and for good when it fails or times out; the provider's button in its place once
 * the script has rendered it. The box keeps the button's height throughout.
 */
export function FollowButton({ href, handle, label, loadWidgets, showCount = false, size = 'large', onStateChange }: FollowButtonProps) {
  const [state, setState] = useState<FollowButtonState>(loadWidgets ? 'loading' : 'fallback');
  const slot = useRef<HTMLSpanElement>(null);
  const report = useRef(onStateChange);
  report.current = onStateChange;

  useEffect(() => {
    const target = slot.current;
    if (!loadWidgets || !target) return;
    let alive = true;
    const settle = (next: FollowButtonState, error?: unknown) => {
      if (!alive) return;
      // a provider that gave up half way leaves nothing behind in the slot
      if (next === 'fallback') target.replaceChildren();
      setState(next);
      report.current?.(next, error);
    };
    setState('loading');
    loadWidgets()
      .then((widgets) => widgets.createFollowButton(handle, target, { showCount, size }))
      .then(
        (button) => settle(button ? 'upgraded' : 'fallback', button ? undefined : new Error('The provider rendered no follow button')),
        (error: unknown) => settle('fallback', error),
      );
    return () => {
      alive = false;
      target.replaceChildren();
    };
  }, [loadWidgets, handle, showCount, size]);

  const upgraded = state === 'upgraded';
  return (
    <Root $height={HEIGHT[size]} data-follow-button={state}>
      {!upgraded && (
        <Link href={href} $height={HEIGHT[size]}>
          {label ?? `Follow @${handle}`}
        </Link>
      )}
      <WidgetSlot ref={slot} $shown={upgraded} aria-hidden={upgraded ? undefined : true} />
    </Root>
  );
}
