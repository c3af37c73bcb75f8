/**
 * Enhance, never erase: what a block's server markup shows a visitor (its words and its
 * form controls) and whether a mounted view shows all of it. Pure: the DOM is read in
 * `serverContent.ts`; here are the words, the control kinds and the comparison.
 */

/** The kinds of form control counted (inputs by what a visitor does with them). */
export type ControlKind = 'text' | 'checkbox' | 'radio' | 'select' | 'textarea' | 'button' | 'file' | 'range';

export type ControlCounts = Partial<Record<ControlKind, number>>;

/** What a piece of markup shows: its distinct words (lower case) and its controls by kind. */
export interface ShownContent {
  words: ReadonlySet<string>;
  controls: ControlCounts;
}

/** What a view leaves out of the server's content. */
export interface MissingContent {
  words: string[];
  controls: ControlCounts;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lower case, in order (letters and digits; everything else separates). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

const BUTTON_INPUT_TYPES = new Set(['submit', 'button', 'reset', 'image']);

/**
 * The kind of a form control from its tag and `type`, or null for what a visitor does not
 * use (a hidden input, an element that is no control).
 */
export function controlKindOf(tagName: string, type: string | null): ControlKind | null {
  const tag = tagName.toLowerCase();
  const kind = (type ?? '').trim().toLowerCase();
  if (tag === 'select') return 'select';
  if (tag === 'textarea') return 'textarea';
  if (tag === 'button') return 'button';
  if (tag !== 'input') return null;
  if (kind === 'hidden') return null;
  if (kind === 'checkbox' || kind === 'radio' || kind === 'file' || kind === 'range') return kind;
  if (BUTTON_INPUT_TYPES.has(kind)) return 'button';
  // text, email, tel, number, date, … and any type a browser does not know: a text field
  return 'text';
}

/** The words and controls of the server's markup the view leaves out (empty lists when it shows them all). */
export function missingContent(server: ShownContent, view: ShownContent): MissingContent {
  const words = [...server.words].filter((word) => !view.words.has(word));
  const controls: ControlCounts = {};
  for (const [kind, count] of Object.entries(server.controls) as [ControlKind, number][]) {
    const short = count - (view.controls[kind] ?? 0);
    if (short > 0) controls[kind] = short;
  }
  return { words, controls };
}

export function isNothingMissing(missing: MissingContent): boolean {
  return missing.words.length === 0 && Object.keys(missing.controls).length === 0;
}

/** How many missing words a message quotes before it counts the rest. */
const QUOTED_WORDS = 8;

/** What is missing, for a console message: `12 words ("hours", "open", …) and 2 text fields, 1 select`. */
export function describeMissing(missing: MissingContent): string {
  const parts: string[] = [];
  if (missing.words.length > 0) {
    const quoted = missing.words.slice(0, QUOTED_WORDS).map((word) => `"${word}"`);
    const more = missing.words.length - quoted.length;
    parts.push(`${missing.words.length} word${missing.words.length === 1 ? '' : 's'} (${quoted.join(', ')}${more > 0 ? `, ${more} more` : ''})`);
  }
  const controls = Object.entries(missing.controls).map(([kind, count]) => `${count} ${kind} control${count === 1 ? '' : 's'}`);
  if (controls.length > 0) parts.push(controls.join(', '));
  return parts.join(' and ');
}

/** The console message for a block whose view did not show all the server's content. */
export function leftAsRenderedMessage(label: string, missing: MissingContent): string {
  return `Block ${label} left as rendered: the mounted view did not show ${describeMissing(missing)} of the server's markup`;
}
