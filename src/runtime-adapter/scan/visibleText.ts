/** The text a visitor sees in a piece of server markup, as one line. DOM reader for the scanner. */

/**
 * The text in `root` without noscript fallbacks, scripts, styles and hidden elements; a line
 * break or a block's end parts words as a space would; spaces collapsed; null when none (or no root).
 */
export function visibleText(root: Element | null): string | null {
  if (!root) return null;
  const copy = root.cloneNode(true) as Element;
  for (const el of Array.from(copy.querySelectorAll('noscript, script, style, template, [hidden]'))) el.remove();
  for (const br of Array.from(copy.querySelectorAll('br'))) br.replaceWith(' ');
  for (const block of Array.from(copy.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, div'))) block.append(' ');
  const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}
