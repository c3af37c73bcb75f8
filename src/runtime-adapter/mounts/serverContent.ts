/**
 * Reads what markup shows (for `serverContent.rules.ts`): the words and form controls a
 * visitor sees in a block's server markup, and what a mounted view holds. The server's
 * side counts only what is visible; the view's side counts everything it rendered (a
 * collapsed panel still holds its words) and the names it gives controls and images.
 */
import { controlKindOf, wordsOf, type ControlCounts, type ShownContent } from './serverContent.rules';
import { LARGE_MARKUP_ELEMENTS } from './hiddenMarkup';

/** Marks the element a mounted view renders into (the server's reader passes over it). */
export const VIEW_ATTRIBUTE = 'data-runtime-view';

const NOT_SHOWN_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

type VisibilityCheck = (options?: Record<string, boolean>) => boolean;

/**
 * Marks server markup that only stands in until the runtime fills the block (a "Loading…"
 * line): its words are not content a view must repeat. `aria-busy="true"` says the same.
 */
export const PLACEHOLDER_ATTRIBUTE = 'data-runtime-placeholder';

/**
 * False for an element the server's markup marks as not shown (or shown only until the view
 * is there): by its tag, its attributes, the platform's `hidden` class, an inline style.
 * Cheap: asked of every element on the way down.
 */
function isMarkedShown(element: Element): boolean {
  if (NOT_SHOWN_TAGS.has(element.tagName)) return false;
  if (element.hasAttribute('hidden') || element.hasAttribute(VIEW_ATTRIBUTE) || element.hasAttribute(PLACEHOLDER_ATTRIBUTE)) return false;
  if (element.getAttribute('aria-busy') === 'true') return false;
  // the platform's own class for markup kept for scripts (a form's post-submit text)
  if (element.getAttribute('class')?.includes('hidden') && element.classList.contains('hidden')) return false;
  const style = element.getAttribute('style');
  if (style && (/display\s*:\s*none/i.test(style) || /visibility\s*:\s*hidden/i.test(style))) return false;
  return true;
}

/**
 * Whether the page renders `element` visibly (its styles and its ancestors'). Costly (styles
 * are read), so asked only of an element that adds words or a control; an option's box is its
 * select's: the select decides.
 */
function isRendered(element: Element): boolean {
  let box: Element | null = element;
  while (box && (box.tagName === 'OPTION' || box.tagName === 'OPTGROUP')) box = box.parentElement;
  const check = (box as (Element & { checkVisibility?: VisibilityCheck }) | null)?.checkVisibility;
  if (!box || typeof check !== 'function') return true;
  return check.call(box, { visibilityProperty: true, checkVisibilityCSS: true });
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

/** Tags of the elements that may be form controls (`controlKindOf` says which). */
const CONTROL_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON']);

/** A letter or digit: a text without one adds no word (most text nodes of markup are white space). */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A field's own visible text: a submit input's value, a text field's placeholder. */
function fieldText(element: Element): string | null {
  if (element.tagName !== 'INPUT' && element.tagName !== 'TEXTAREA') return null;
  const kind = controlKindOf(element.tagName, element.getAttribute('type'));
  if (kind === 'button') return element.getAttribute('value');
  return element.getAttribute('placeholder');
}

/**
 * How one side is read: `enter` says whether an element's subtree counts at all (cheap, asked
 * of every element), `rendered` whether an element that adds something is seen (asked only
 * of those), `momentEndsIt` whether a moment ends its element, `more` gives the words an
 * element adds besides its text (null: none).
 */
interface Reading {
  enter: (element: Element) => boolean;
  rendered: (element: Element) => boolean;
  momentEndsIt: boolean;
  more: (element: Element) => (string | null)[] | null;
}

/**
 * One walk over `root`'s nodes. What an element adds (its text, a moment, a control, its
 * named words) counts when `rendered` says it is seen, asked once per such element: markup of
 * 60,000 elements that show no word (a gallery's slides) has no style read at all.
 */
function readContent(root: Element, reading: Reading): ShownContent {
  const words = new Set<string>();
  const controls: ControlCounts = {};
  const visit = (parent: Element, isRoot: boolean) => {
    let seen: boolean | null = isRoot ? true : null;
    const parentSeen = () => (seen ??= reading.rendered(parent));
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        const text = child.nodeValue;
        if (text && WORD_CHARACTER.test(text) && parentSeen()) for (const word of wordsOf(text)) words.add(word);
      }
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (!reading.enter(element)) continue;
      const moment = momentOf(element);
      if (moment && reading.momentEndsIt) {
        if (reading.rendered(element)) words.add(moment);
        continue;
      }
      const kind = CONTROL_TAGS.has(element.tagName) ? controlKindOf(element.tagName, element.getAttribute('type')) : null;
      const more = reading.more(element);
      const named = more === null ? [] : more.flatMap((text) => (text ? wordsOf(text) : []));
      if ((moment || kind || named.length > 0) && reading.rendered(element)) {
        if (moment) words.add(moment);
        if (kind) controls[kind] = (controls[kind] ?? 0) + 1;
        for (const word of named) words.add(word);
      }
      visit(element, false);
    }
  };
  visit(root, true);
  return { words, controls };
}

/** What a visitor may use or read besides text: controls, moments, drawings. */
const CONTENT_BESIDES_TEXT = 'input, select, textarea, button, time[datetime], svg';

/**
 * True when markup of thousands of elements surely shows no word and no control: none of
 * those elements is there and its rendered text (one read by the browser, `innerText`) holds
 * no letter or digit. A gallery of 10,000 slides without captions is then read at once, not
 * walked node by node (about 60,000 elements). False means: walk it.
 */
function surelyShowsNothing(root: Element): boolean {
  if (root.getElementsByTagName('*').length < LARGE_MARKUP_ELEMENTS || root.querySelector(CONTENT_BESIDES_TEXT) !== null) return false;
  const text = (root as Partial<HTMLElement>).innerText;
  return typeof text === 'string' && !WORD_CHARACTER.test(text);
}

/** The words and controls a visitor sees in `root`'s server markup (a mounted view inside it is passed over). */
export function shownContentOf(root: Element): ShownContent {
  if (surelyShowsNothing(root)) return { words: new Set(), controls: {} };
  return readContent(root, {
    enter: isMarkedShown,
    rendered: isRendered,
    momentEndsIt: true,
    more: (element) => (CONTROL_TAGS.has(element.tagName) ? [fieldText(element)] : null),
  });
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
    rendered: () => true,
    momentEndsIt: false,
    more: (element) => [...NAMING_ATTRIBUTES.map((name) => element.getAttribute(name)), fieldText(element), fieldValue(element)],
  });
}
