/**
 * The scanner's part for the marquee block: its settings (`data-block-json`, absent on
 * published 7.1 blocks), the text of its `script.Marquee-props` (the platform's settings) and
 * the text it shows once (the server's visually hidden copy, else the content's visible text).
 * Plain values; `parseMarqueeProps` reads them in the marquee chunk.
 */
import type { BlockSettings } from '../parse/blockJson';
import type { FoundBlock } from '../kinds/kindDescriptor';
import type { MarqueeMarkup } from '../parse/effectProps';
import { visibleText } from './visibleText';

export function marqueeMarkupOf(content: Element, settings: BlockSettings): MarqueeMarkup {
  const script = content.querySelector('script.Marquee-props');
  // the server renders the items three times (measure copy, SVG text, visually hidden copy): the last is the text once
  const once = content.querySelector('.v6-visually-hidden');
  const text = (once ? visibleText(once) : visibleText(content)) ?? '';
  return { settings, text, propsText: script?.textContent?.trim() || null };
}

/** A marquee block's reader, in its mount chunk (`scanBlock`). */
export const scanMarqueeBlock = ({ content, settings }: FoundBlock): MarqueeMarkup => marqueeMarkupOf(content, settings);
