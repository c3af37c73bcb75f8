import { ANNOUNCEMENT_BAR_BOX } from '../../blocks/announcementBar/announcementBarBox';
import { announcementBarContent, collapseSpaces, endBlockLines } from './announcementBarHtml';
import { reserveHiddenBox } from './reservedBoxes';

/**
 * The platform's announcement bar comes as an empty dropzone and its words in the site context (HTML): they are laid
 * out unseen in the dropzone, in a box of the bar's own (`announcementBarBox.ts`), so the bar mounts into the height
 * it will have (one line on a wide screen, two or more on a phone) rather than the dropzone's least height. The words
 * are read inert (a template: nothing in it loads or runs) and written as text; a block element ends a word.
 */
export function reserveAnnouncementBar(dropzone: HTMLElement, html: string): void {
  const doc = dropzone.ownerDocument;
  const content = announcementBarContent(html, doc);
  endBlockLines(content);
  const words = doc.createElement('p');
  words.style.cssText = `${ANNOUNCEMENT_BAR_BOX} margin: 0;`;
  words.textContent = collapseSpaces(content.textContent);
  reserveHiddenBox(words);
  dropzone.append(words);
}
