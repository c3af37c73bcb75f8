/**
 * Puts payloads into a published page's HTML (as the dev site serves it) at every surface
 * the runtime reads, the way a server that escapes correctly would write them, so that
 * only the runtime could turn them into markup:
 *
 * - `text`: each text node inside `<main>` (HTML-escaped);
 * - `attribute`: each `data-*` attribute that is not JSON, and `title`, `alt`, `aria-label`,
 *   `placeholder` (attribute-escaped); links and sources (`href`, `src`, `data-src`,
 *   `data-image`, `data-click-through-url`, `data-script-src`, …) get address payloads;
 * - `json`: each string in the JSON attributes (`data-block-json`, `data-*-json`,
 *   `data-props`, `data-current-context`) and in the page context's announcement bar and
 *   cookie banner texts: address payloads under address keys, text payloads elsewhere;
 *   keys that only name a setting (`design`, `layout`, ids, …) keep their value, so the
 *   block still mounts.
 *
 * Owner HTML is left alone: the code block, the embed, the form's post-submit HTML, a
 * video's player HTML (`html` and `data-html`, `data-submission-html`), inline scripts and
 * `on*` attributes the server wrote. Each payload goes to one place; places take the
 * payloads in turn from `offset`, so different pages try different pairs.
 */
import { placed, TEXT_PAYLOADS, URL_PAYLOADS, type Payload } from './payloads';

export type SurfaceKind = 'text' | 'attribute' | 'json';

export interface PlacedPayload {
  id: string;
  surface: string;
  payload: Payload;
}

const ADDRESS_NAME =
  /^(?:href|src|data-src|data-image|data-click-through-url|data-script-src|data-continue-shopping-href|data-success-redirect|poster|action)$/i;
const TEXT_ATTRIBUTE =
  /^(?:data-(?!block-json|props|current|image-dimensions|image-focal-point|block-type|section|controller|type|load|fluid|test|form-id|item-id|sqsp|definition-name|animation|loader|aspect-ratio|border-radii|blend-mode|time-zone|events-view|blog-layout|layout|design|variant)[a-z-]*|title|alt|aria-label|placeholder)$/i;
const JSON_ATTRIBUTE = /^data-(?:[a-z-]*-json|props|current-context)$/i;
const ADDRESS_KEY = /^(?:href|src|url|link|linkto|buttonlink|image)$|(?:url|href|src)$/i;
const SETTING_KEY =
  /^(?:id|.*Id|.*Ids|design|layout|variant|type|typeName|kind|style|.*Mode|.*Type|currency|.*Format|language|sectionTheme|aspectRatio|.*Size|.*Alignment|.*Position|displayFrequency|.*Placement|html|code|productType|status|locale|timeZone|startDate|endDate|publishOn|date|.*Date|originalSize|dimensions)$/;
const OWNER_BLOCK = /class="[^"]*\b(?:code-block|embed-block)\b/;

const decodeEntities = (value: string) =>
  value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(quot|amp|lt|gt|apos));/gi, (_, hex?: string, dec?: string, name?: string) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : ({ quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" } as Record<string, string>)[name!.toLowerCase()]!,
  );
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string, quote: string) => escapeText(value).replace(quote === "'" ? /'/g : /"/g, quote === "'" ? '&#39;' : '&quot;');

/** Hands out payloads in turn and remembers where each went. */
class Placer {
  readonly placed: PlacedPayload[] = [];
  private turn: Record<'text' | 'url', number>;
  constructor(
    private readonly page: string,
    offset: number,
  ) {
    this.turn = { text: offset, url: offset };
  }
  next(surface: string, address: boolean): string {
    const list = address ? URL_PAYLOADS : TEXT_PAYLOADS;
    const payload = list[this.turn[address ? 'url' : 'text']++ % list.length]!;
    const id = `${this.page}#${this.placed.length}`;
    this.placed.push({ id, surface, payload });
    return placed(payload, id);
  }
}

/** Every string of a JSON value replaced, where it is not a setting. */
function placeInJson(value: unknown, placer: Placer, surface: string, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => placeInJson(item, placer, surface, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, placeInJson(v, placer, `${surface}.${k}`, k)]));
  }
  if (typeof value !== 'string' || SETTING_KEY.test(key) || value.trim() === '') return value;
  return placer.next(surface, ADDRESS_KEY.test(key));
}

/** The parts of `<main>` outside owner HTML, scripts and styles, split so only those parts change. */
function eachFreePart(main: string, change: (part: string) => string): string {
  // owner blocks are balanced divs we cannot cut with a regex; a block's opening tag up to the next block keeps it out
  const pieces = main.split(
    /(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<textarea\b[\s\S]*?<\/textarea>|<div[^>]*class="[^"]*\b(?:code-block|embed-block)\b[\s\S]*?(?=<div[^>]*class="[^"]*\bsqs-block\b|<\/main>|$)|<div[^>]*class="[^"]*form-submission-html[\s\S]*?<\/div>)/,
  );
  return pieces.map((piece, i) => (i % 2 === 1 || OWNER_BLOCK.test(piece.slice(0, 300)) ? piece : change(piece))).join('');
}

/**
 * The page with payloads in every place of one kind, and where each went. `pageId` names
 * the page in the ids; `offset` is where in the lists the first place starts.
 */
export function placePayloads(html: string, kind: SurfaceKind, pageId: string, offset: number): { html: string; placed: PlacedPayload[] } {
  const placer = new Placer(pageId, offset);
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < 0) return { html, placed: [] };
  let head = html.slice(0, start);
  let main = html.slice(start, end);
  if (kind === 'text') {
    main = eachFreePart(main, (part) => part.replace(/>([^<>]*[A-Za-z]{2}[^<>]*)</g, () => `>${escapeText(placer.next('text content', false))}<`));
  } else if (kind === 'attribute') {
    // not in the server's own frames and scripts: the browser would load those itself, runtime or not
    main = eachFreePart(main, (part) =>
      part.replace(/<([a-zA-Z][\w-]*)(\s[^<>]*)>/g, (tag, element: string, attributes: string) =>
        /^(?:iframe|frame|script|embed|object|meta|base|link)$/i.test(element)
          ? tag
          : `<${element}${attributes.replace(/\s([a-zA-Z-:]+)=(["'])([^"']*)\2/g, (whole, name: string, quote: string) => {
              if (ADDRESS_NAME.test(name)) return ` ${name}=${quote}${escapeAttribute(placer.next(`attribute ${name}`, true), quote)}${quote}`;
              if (TEXT_ATTRIBUTE.test(name)) return ` ${name}=${quote}${escapeAttribute(placer.next(`attribute ${name}`, false), quote)}${quote}`;
              return whole;
            })}>`,
      ),
    );
  } else {
    main = eachFreePart(main, (part) =>
      part.replace(/\s([a-zA-Z-]+)=(["'])([^"']*)\2/g, (whole, name: string, quote: string, raw: string) => {
        if (!JSON_ATTRIBUTE.test(name)) return whole;
        let value: unknown;
        try {
          value = JSON.parse(decodeEntities(raw));
        } catch {
          return whole;
        }
        return ` ${name}=${quote}${escapeAttribute(JSON.stringify(placeInJson(value, placer, name)), quote)}${quote}`;
      }),
    );
    // the page context: the announcement bar's and the cookie banner's texts, the owner's rich text the runtime reads
    head = head.replace(/(Static\.SQUARESPACE_CONTEXT = )(\{[\s\S]*?\});<\/script>/, (whole, prefix: string, json: string) => {
      let context: Record<string, unknown>;
      try {
        context = JSON.parse(json) as Record<string, unknown>;
      } catch {
        return whole;
      }
      const settings = (context.websiteSettings ?? {}) as Record<string, Record<string, unknown>>;
      settings.announcementBarSettings = {
        style: 1,
        text: `<p>${placer.next('context announcement bar text', false)} <a href="${escapeAttribute(placer.next('context announcement bar link', true), '"')}">more</a></p>`,
      };
      settings.cookieSettings = {
        ...(settings.cookieSettings ?? {}),
        isCookieBannerEnabled: true,
        cookieBannerText: `<p>${placer.next('context cookie banner text', false)} <a href="${escapeAttribute(placer.next('context cookie banner link', true), '"')}">policy</a></p>`,
      };
      context.websiteSettings = settings;
      return `${prefix}${JSON.stringify(context).replace(/</g, '\\u003c')};</script>`;
    });
  }
  return { html: head + main + html.slice(end), placed: placer.placed };
}
