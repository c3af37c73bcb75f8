/** The text a visitor sees in a piece of server markup, as one line. DOM reader for the scanner. */

/** The text in `root` without noscript fallbacks, scripts, styles and hidden elements, spaces collapsed; null when none. */
export function visibleText(root: Element): string | null {
  const copy = root.cloneNode(true) as Element;
  for (const el of Array.from(copy.querySelectorAll('noscript, script, style, template, [hidden]'))) el.remove();
  const text = (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}
