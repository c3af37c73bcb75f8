/**
 * Mount chunk: a follow button over the markup's link. The link is hidden while the view
 * stands in for it (the view starts as the same plain link), then upgraded when the page's
 * follow-button script arrives; a script that fails or takes over 10 s leaves the link,
 * with a console warning naming the block. Unmounting shows the markup's link again.
 */
import { FollowButton } from '../../blocks/followButton/FollowButton';
import { readFollowLink } from '../../blocks/followButton/followButton.rules';
import type { FollowButtonLoader } from '../../blocks/followButton/followButtonLoader';
import type { MountContext, MountFunction, MountPropsByKind, Unmount } from '../mountTypes';
import { followButtonLoaderOf } from './pageFollowButtons';
import { hideMarkupElement } from './hiddenMarkup';
import { renderInto } from './renderRoot';

/** Mounts the button after `link` with the given loader (tests pass a fake one). */
export function mountFollowButton(link: HTMLElement, props: MountPropsByKind['followButton'], context: MountContext, loader: FollowButtonLoader): Unmount {
  const follow = readFollowLink({ href: props.href, screenName: props.screenName, text: props.text });
  if (!follow) throw new Error(`Follow button left as a link: no profile handle in its href ${JSON.stringify(props.href)}`);
  const host = link.ownerDocument.createElement('span');
  host.className = 'runtime-follow-button';
  link.after(host);
  const showLink = hideMarkupElement(link);
  const onStateChange = (state: string, error?: unknown) => {
    if (state === 'fallback') console.warn(`Follow button for @${follow.handle} stays a plain link: the follow-button script did not load`, error);
  };
  const view = (
    <FollowButton
      href={follow.href}
      handle={follow.handle}
      label={follow.label}
      loadWidgets={loader.load}
      showCount={props.showCount}
      size={props.size}
      onStateChange={onStateChange}
    />
  );
  const unmount = renderInto(host, view, context);
  return () => {
    unmount();
    host.remove();
    showLink();
  };
}

export const mount: MountFunction<'followButton'> = (element, props, context) =>
  mountFollowButton(element, props, context, followButtonLoaderOf(window, props.scriptUrl));
