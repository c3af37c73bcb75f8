/**
 * Mount chunk: the announcement bar in place of its server text (kept for visitors
 * without JavaScript). The page's stylesheet gives the element the bar's least height
 * (44 px), so the bar takes the space it already had; a dismissal hides the element.
 * The dismissal is not remembered (the spec is silent): the bar is back on the next page.
 */
import { AnnouncementBar } from '../../blocks/announcementBar/AnnouncementBar';
import { readAnnouncementBarSettings } from '../parse/pageBarsMarkup';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'announcementBar'> = (element, { settings }, context) => {
  const { text, link, dismissible } = readAnnouncementBarSettings(settings);
  const unmount = replaceBlockContent(
    element,
    <AnnouncementBar text={text} link={link} dismissible={dismissible} onDismiss={() => (element.hidden = true)} />,
    context,
    'runtime-announcement-bar',
  );
  return () => {
    unmount();
    element.hidden = false;
  };
};
