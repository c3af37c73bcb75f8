/**
 * Slide descriptions arrive as HTML from the slide markup (data-description). The
 * gallery shows them as plain text: tags dropped, paragraphs and line breaks kept as
 * spaces, the common entities decoded. Never injected as HTML. Pure.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

export function plainText(html: string | null): string {
  if (!html) return '';
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower in ENTITIES) return ENTITIES[lower]!;
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
      return entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
