/**
 * The code block (002 §2 block type "code", number 23): what it shows. Pure.
 *
 * - The owner's HTML (`html`, the default language) is placed in the page as written; its
 *   scripts run (the platform runs code blocks on published pages).
 * - With "display source" on (`displaySource: true`), or a language other than HTML (`language`:
 *   css, javascript, markdown, plain, …), the code is shown as text, never run.
 * - An empty block shows the empty message.
 */
export const CODE_MESSAGES = {
  /** Our wording (the spec shows none). */
  empty: 'This code block is empty',
} as const;

/** The accessible name of displayed code (our wording). */
export const CODE_SOURCE_LABEL = 'Code';

export type CodeBlockView = { kind: 'html'; html: string } | { kind: 'source'; code: string; language: string | null } | { kind: 'empty'; message: string };

const HTML_LANGUAGES = new Set(['html', 'htmlmixed', 'text/html']);

/** A language name as given (trimmed, lower case), or null when absent. */
function languageOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
}

/** What the block shows, from its settings (`html`, `displaySource`, `language`); keys may be absent or null. */
export function readCodeBlock(settings: Record<string, unknown>): CodeBlockView {
  const code = typeof settings.html === 'string' ? settings.html : '';
  if (code.trim() === '') return { kind: 'empty', message: CODE_MESSAGES.empty };
  const language = languageOf(settings.language);
  const isHtml = language === null || HTML_LANGUAGES.has(language);
  if (settings.displaySource === true || !isHtml) return { kind: 'source', code, language: language ?? 'html' };
  return { kind: 'html', html: code };
}

/** The name of displayed code: "Code", or "Code (css)" when the language is not HTML. */
export function sourceLabel(language: string | null): string {
  return language === null || HTML_LANGUAGES.has(language) ? CODE_SOURCE_LABEL : `${CODE_SOURCE_LABEL} (${language})`;
}
