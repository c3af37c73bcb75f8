/**
 * Reads what markup shows (for `serverContent.rules.ts`): the words and form controls a
 * visitor sees in a block's server markup, and what a mounted view holds. The server's
 * side counts only what is visible; the view's side counts everything it rendered (a
 * collapsed panel still holds its words) and the names it gives controls and images.
 */
import { controlKindOf, wordsOf, type ControlCounts, type ShownContent } from './serverContent.rules';

/** Marks the element a mounted view renders into (the server's reader passes over it). */
export const VIEW_ATTRIBUTE = 'data-runtime-view';

const NOT_SHOWN_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

type VisibilityCheck = (options?: Record<string, boolean>) => boolean;

/**
 * Marks server markup that only stands in until the runtime fills the block (a "Loading…"
 * line): its words are not content a view must repeat. `aria-busy="true"` says the same.
 */
export const PLACEHOLDER_ATTRIBUTE = 'data-runtime-placeholder';

/** False for an element the server's markup does not show a visitor (or shows only until the view is there). */
function isShown(element: Element): boolean {
  if (NOT_SHOWN_TAGS.has(element.tagName)) return false;
  if (element.hasAttribute('hidden') || element.hasAttribute(VIEW_ATTRIBUTE) || element.hasAttribute(PLACEHOLDER_ATTRIBUTE)) return false;
  if (element.getAttribute('aria-busy') === 'true') return false;
  // the platform's own class for markup kept for scripts (a form's post-submit text)
  if (element.classList.contains('hidden')) return false;
  const style = element.getAttribute('style') ?? '';
  if (/display\s*:\s*none/i.test(style) || /visibility\s*:\s*hidden/i.test(style)) return false;
  const check = (element as Element & { checkVisibility?: VisibilityCheck }).checkVisibility;
  // an option's box is its select's: the select decides
  if (typeof check === 'function' && element.tagName !== 'OPTION' && element.tagName !== 'OPTGROUP') {
    return check.call(element, { visibilityProperty: true, checkVisibilityCSS: true });
  }
  return true;
}

function addControl(controls: ControlCounts, element: Element): void {
  const kind = controlKindOf(element.tagName, element.getAttribute('type'));
  if (kind) controls[kind] = (controls[kind] ?? 0) + 1;
}

function addWords(words: Set<string>, text: string | null | undefined): void {
  if (text) for (const word of wordsOf(text)) words.add(word);
}

/**
 * A `time[datetime]` shows a moment, which a view may write another way ("Jan 12" for
 * "12 January 2026", "3 days ago"): it counts as that moment, not as its words.
 */
function momentOf(element: Element): string | null {
  if (element.tagName !== 'TIME') return null;
  const moment = element.getAttribute('datetime')?.trim();
  if (!moment) return null;
  // the instant, however the attribute writes it (to the second or the millisecond, Z or an offset)
  const instant = Date.parse(moment);
  return `time ${Number.isNaN(instant) ? moment : new Date(instant).toISOString()}`;
}

/** A field's own visible text: a submit input's value, a text field's placeholder. */
function fieldText(element: Element): string | null {
  if (element.tagName !== 'INPUT' && element.tagName !== 'TEXTAREA') return null;
  const kind = controlKindOf(element.tagName, element.getAttribute('type'));
  if (kind === 'button') return element.getAttribute('value');
  return element.getAttribute('placeholder');
}

/**
 * How one side is read: `enter` says whether an element's subtree counts at all (and
 * whether a moment ends it), `more` gives the words an element adds besides its text.
 */
interface Reading {
  enter: (element: Element) => boolean;
  momentEndsIt: boolean;
  more: (element: Element) => (string | null)[];
}

function readContent(root: Element, reading: Reading): ShownContent {
  const words = new Set<string>();
  const controls: ControlCounts = {};
  const visit = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) addWords(words, child.nodeValue);
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (!reading.enter(element)) continue;
      const moment = momentOf(element);
      if (moment) words.add(moment);
      if (moment && reading.momentEndsIt) continue;
      addControl(controls, element);
      for (const text of reading.more(element)) addWords(words, text);
      visit(element);
    }
  };
  visit(root);
  return { words, controls };
}

/** The words and controls a visitor sees in `root`'s server markup (a mounted view inside it is passed over). */
export function shownContentOf(root: Element): ShownContent {
  return readContent(root, { enter: isShown, momentEndsIt: true, more: (element) => [fieldText(element)] });
}

const NAMING_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'] as const;

/** What a view's text field shows in it (a quantity in a spin button): its current value. */
function fieldValue(element: Element): string | null {
  if (element.tagName === 'TEXTAREA') return (element as HTMLTextAreaElement).value;
  if (element.tagName !== 'INPUT' || controlKindOf(element.tagName, element.getAttribute('type')) !== 'text') return null;
  return (element as HTMLInputElement).value;
}

const NOT_RENDERED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

/** Everything a mounted view holds: its text, the names it gives, what its text fields show, its controls (shown or not yet). */
export function viewContentOf(root: Element): ShownContent {
  return readContent(root, {
    enter: (element) => !NOT_RENDERED_TAGS.has(element.tagName),
    momentEndsIt: false,
    more: (element) => [...NAMING_ATTRIBUTES.map((name) => element.getAttribute(name)), fieldText(element), fieldValue(element)],
  });
}
