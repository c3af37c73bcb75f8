/**
 * Small DOM readers: an element's attributes as a record, the src in a noscript
 * fallback, an element's first real image. The only DOM the parsers see goes through
 * here, as plain records.
 */
import { decodeHtmlEntities } from '../../platform/markup/htmlEntities';
import { classList } from '../parse/blockKind';

export type AttributeRecord = Record<string, string>;

/** An element's attributes by name; read by name, not through `element.attributes`, whose Attr objects cost more than the values (a gallery reads thousands). */
export function attributesOf(element: Element | null | undefined): AttributeRecord {
  const record: AttributeRecord = {};
  if (!element) return record;
  for (const name of element.getAttributeNames()) record[name] = element.getAttribute(name) ?? '';
  return record;
}

const isInNoscript = (element: Element): boolean => element.closest('noscript') !== null;

/** The first img inside `root` that is not the noscript fallback. */
export function firstImage(root: ParentNode): HTMLImageElement | null {
  for (const img of Array.from(root.querySelectorAll('img'))) if (!isInNoscript(img)) return img;
  return null;
}

/**
 * The src of the first `<noscript><img>` inside `root`. With scripting on, a browser
 * keeps noscript content as text, so that text is read; a parser that built elements
 * is read too.
 */
export function noscriptImageSrc(root: ParentNode): string | null {
  for (const noscript of Array.from(root.querySelectorAll('noscript'))) {
    const img = noscript.querySelector('img');
    if (img?.getAttribute('src')) return img.getAttribute('src');
    const match = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(noscript.textContent ?? '');
    const src = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
    if (src !== '') return decodeHtmlEntities(src);
  }
  return null;
}

/** The block's content element (`.sqs-block-content`), or the block itself. */
export function blockContent(block: Element): HTMLElement {
  return (block.querySelector<HTMLElement>('.sqs-block-content') ?? block) as HTMLElement;
}

/** Whether the block is stretched: a `stretched` class on it or in its content. */
export function hasStretchedClass(block: Element): boolean {
  return classList(block.getAttribute('class')).includes('stretched') || blockContent(block).querySelector('.stretched') !== null;
}
