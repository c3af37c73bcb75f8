/**
 * Broken block markup, generated from real pages: fast-check arbitraries describe what to
 * break on a page (JSON settings truncated, emptied, `{}`, keys of the wrong type, huge
 * numbers; attributes removed or set to odd values; content removed, doubled, emptied or
 * given odd text; one block nested inside another), and `breakPage` applies such a plan to
 * the units of a dev-site page or a published-markup fixture (parsed with happy-dom, so the
 * same plan breaks the same markup every time). Seeded: `fc.sample(pagePlan(n), { seed })`.
 */
import fc from 'fast-check';
import { Window } from 'happy-dom';

/** The elements the runtime reads as one unit: blocks, sections, page views and their settings. */
const UNIT_SELECTOR = [
  '.sqs-block',
  'section[data-section-id]',
  '[data-block-json]',
  '[data-props]',
  '[data-events-json]',
  '[data-posts-json]',
  '[data-product-json]',
  '[data-cart-json]',
  '[data-reviews-request-json]',
  '[data-member-area-json]',
  '[data-donation-json]',
  '[data-popup-overlay-json]',
  '[data-announcement-bar-json]',
  '.ProductList-item',
  '#floatingCart',
  '.sqs-search-page',
  '.blog-item-meta',
  '.sqs-mobile-info-bar',
].join(', ');

/** Odd values an attribute or a JSON string may hold. */
const ODD_VALUES = [
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'null',
  'undefined',
  '{',
  '[]',
  '99999999999999999999',
  '1e308',
  'x'.repeat(2000),
  '😀\uD83D',
  'javascript:alert(1)',
  '<b>bold</b>',
  '&quot;&amp;&lt;',
];

/** Odd JSON values a settings key may get instead of its own. */
const ODD_JSON: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 53,
  1e308,
  -1e308,
  0.5,
  '',
  'x',
  'x'.repeat(5000),
  [],
  [null],
  {},
  { a: {} },
  '😀\uD83D',
  '&quot;',
  '<img src=x>',
];

/** Odd text a piece of content may get. */
const ODD_TEXT = ['', ' ', '😀👩‍👩‍👧', 'مرحبا بالعالم', 'word '.repeat(400), '\u200b', '<not a tag>', '&amp;'];

export type JsonBreak =
  | { kind: 'empty' }
  | { kind: 'object' }
  | { kind: 'truncate'; at: number }
  | { kind: 'odd-key'; key: number; value: number }
  | { kind: 'garbage'; value: number }
  | { kind: 'deep'; depth: number };

export type Break =
  | { op: 'json'; unit: number; change: JsonBreak }
  | { op: 'attribute'; unit: number; element: number; attribute: number; value: number | null }
  | { op: 'remove'; unit: number; element: number }
  | { op: 'double'; unit: number; element: number }
  | { op: 'text'; unit: number; element: number; text: number }
  | { op: 'empty'; unit: number }
  | { op: 'nest'; unit: number; into: number };

export interface PagePlan {
  /** Which source page (an index into the sources). */
  source: number;
  breaks: Break[];
}

const index = fc.nat({ max: 10_000 });

const jsonBreak: fc.Arbitrary<JsonBreak> = fc.oneof(
  fc.constant({ kind: 'empty' as const }),
  fc.constant({ kind: 'object' as const }),
  fc.record({ kind: fc.constant('truncate' as const), at: index }),
  fc.record({ kind: fc.constant('odd-key' as const), key: index, value: fc.nat({ max: ODD_JSON.length - 1 }) }),
  fc.record({ kind: fc.constant('odd-key' as const), key: index, value: fc.nat({ max: ODD_JSON.length - 1 }) }),
  fc.record({ kind: fc.constant('garbage' as const), value: fc.nat({ max: ODD_VALUES.length - 1 }) }),
  fc.record({ kind: fc.constant('deep' as const), depth: fc.integer({ min: 50, max: 5000 }) }),
);

const breakArb: fc.Arbitrary<Break> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('json' as const), unit: index, change: jsonBreak }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('attribute' as const),
      unit: index,
      element: index,
      attribute: index,
      value: fc.option(fc.nat({ max: ODD_VALUES.length - 1 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), unit: index, element: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('double' as const), unit: index, element: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('text' as const), unit: index, element: index, text: fc.nat({ max: ODD_TEXT.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('empty' as const), unit: index }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('nest' as const), unit: index, into: index }) },
);

/** A page plan over `sources` source pages: one to six breaks. */
export const pagePlan = (sources: number): fc.Arbitrary<PagePlan> =>
  fc.record({ source: fc.nat({ max: sources - 1 }), breaks: fc.array(breakArb, { minLength: 1, maxLength: 6 }) });

/** The JSON-bearing attributes of an element (a name ending in json or props, or a value opening with { or [). */
function jsonAttributes(element: Element): string[] {
  return Array.from(element.attributes)
    .filter((a) => /json$|props$|^data-current-/.test(a.name) || /^\s*[[{]/.test(a.value))
    .map((a) => a.name);
}

/** A JSON text broken as `change` says. */
export function breakJson(text: string, change: JsonBreak): string {
  switch (change.kind) {
    case 'empty':
      return '';
    case 'object':
      return '{}';
    case 'truncate':
      return text.slice(0, text.length === 0 ? 0 : change.at % text.length);
    case 'garbage':
      return ODD_VALUES[change.value] ?? '';
    case 'deep':
      return `${'['.repeat(change.depth)}${']'.repeat(change.depth)}`;
    case 'odd-key': {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return text;
      }
      const odd = ODD_JSON[change.value];
      // the key-th key met walking the value (objects and arrays), replaced by the odd value
      const holders: [Record<string, unknown> | unknown[], string | number][] = [];
      const walk = (node: unknown) => {
        if (holders.length > 500 || node === null || typeof node !== 'object') return;
        for (const key of Object.keys(node)) {
          holders.push([node as Record<string, unknown>, Array.isArray(node) ? Number(key) : key]);
          walk((node as Record<string, unknown>)[key]);
        }
      };
      walk(value);
      if (holders.length === 0) return JSON.stringify(odd);
      const [holder, key] = holders[change.key % holders.length]!;
      (holder as Record<string | number, unknown>)[key] = odd;
      const json = JSON.stringify(value);
      // a number past what a double holds exactly, written as the platform might
      return change.value === 4 ? json.replace('9007199254740992', '99999999999999999999') : json;
    }
  }
}

/** Applies one break to the parsed page; returns the unit it broke (or null when there was none to break). */
function applyBreak(document: Document, units: Element[], change: Break): Element | null {
  const unit = units[change.unit % units.length];
  if (!unit || !unit.isConnected) return null;
  const elements = [unit, ...Array.from(unit.querySelectorAll('*'))].filter((el) => el.tagName !== 'SCRIPT' || el.getAttribute('type') === 'application/json');
  const pick = (i: number) => elements[i % elements.length]!;
  switch (change.op) {
    case 'json': {
      const attributes = jsonAttributes(unit);
      const script = unit.querySelector('script[type="application/json"]');
      if (attributes.length > 0) {
        const name = attributes[change.unit % attributes.length]!;
        unit.setAttribute(name, breakJson(unit.getAttribute(name) ?? '', change.change));
      } else if (script) script.textContent = breakJson(script.textContent ?? '', change.change);
      else return null;
      return unit;
    }
    case 'attribute': {
      const element = pick(change.element);
      const attributes = Array.from(element.attributes).map((a) => a.name);
      if (attributes.length === 0) return null;
      const name = attributes[change.attribute % attributes.length]!;
      if (change.value === null) element.removeAttribute(name);
      else element.setAttribute(name, ODD_VALUES[change.value] ?? '');
      return unit;
    }
    case 'remove': {
      const element = pick(change.element);
      if (element === unit) return null;
      element.remove();
      return unit;
    }
    case 'double': {
      const element = pick(change.element);
      if (element === unit) return null;
      // apart from the original by a space, as a template repeating it would be (no word glued to its copy)
      element.after(document.createTextNode(' '), element.cloneNode(true));
      return unit;
    }
    case 'text': {
      const element = pick(change.element);
      if (element.tagName === 'SCRIPT' || element.children.length > 0) {
        element.append(document.createTextNode(ODD_TEXT[change.text] ?? ''));
      } else element.textContent = ODD_TEXT[change.text] ?? '';
      return unit;
    }
    case 'empty': {
      const content = unit.querySelector('.sqs-block-content') ?? unit;
      content.replaceChildren();
      return unit;
    }
    case 'nest': {
      const into = units[change.into % units.length];
      if (!into || into === unit || !into.isConnected || unit.contains(into)) return null;
      // a unit inside `into` may hold the content box found first: a node cannot go inside itself
      const target = into.querySelector('.sqs-block-content') ?? into;
      if (unit.contains(target)) return null;
      target.append(unit);
      return unit;
    }
  }
}

/**
 * The page's HTML with its `<main>` broken as the plan says. Returns the HTML and how many
 * distinct units were broken.
 */
export function breakPage(html: string, plan: PagePlan): { html: string; broken: number } {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const main = document.querySelector('main') ?? document.body;
  const units = Array.from(main.querySelectorAll(UNIT_SELECTOR));
  const broken = new Set<Element>();
  if (units.length > 0) {
    for (const change of plan.breaks) {
      const unit = applyBreak(document, units, change);
      if (unit) broken.add(unit);
    }
  }
  const out = `<!doctype html>\n${document.documentElement.outerHTML}`;
  void window.happyDOM.close();
  return { html: out, broken: broken.size };
}
