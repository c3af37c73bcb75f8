/**
 * The common schema of analytics events (the spec's "analytics event fields") and its check:
 * a field must have its type, or be null where the schema allows null; otherwise a warning is
 * logged and the field is dropped (spec: "Analytics payload").
 *
 * The spec lists the fields but not their types. Chosen here: every field is a string; the three
 * that identify the event's subject — `analyticsId`, `websiteId`, `pagePath` — may not be null,
 * the rest may. Fields outside the schema are passed through untouched, and a field that is
 * absent stays absent without a warning.
 */
export type AnalyticsFieldType = 'string';

export interface AnalyticsFieldRule {
  type: AnalyticsFieldType;
  nullable: boolean;
}

export const COMMON_ANALYTICS_SCHEMA = {
  analyticsId: { type: 'string', nullable: false },
  marketingId: { type: 'string', nullable: true },
  memberId: { type: 'string', nullable: true },
  websiteId: { type: 'string', nullable: false },
  templateId: { type: 'string', nullable: true },
  variantId: { type: 'string', nullable: true },
  memberAccountId: { type: 'string', nullable: true },
  website_locale: { type: 'string', nullable: true },
  member_locale: { type: 'string', nullable: true },
  pagePath: { type: 'string', nullable: false },
  pageHash: { type: 'string', nullable: true },
} as const satisfies Record<string, AnalyticsFieldRule>;

export type CommonFieldName = keyof typeof COMMON_ANALYTICS_SCHEMA;

export interface AnalyticsLogger {
  warn: (message: string, detail?: unknown) => void;
}

/** Wording of the dropped-field warning (the spec gives none). */
export function droppedFieldWarning(field: string, rule: AnalyticsFieldRule, value: unknown): string {
  const expected = rule.nullable ? `${rule.type} or null` : rule.type;
  return `Analytics field "${field}" dropped: expected ${expected}, got ${describeType(value)}`;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function matches(rule: AnalyticsFieldRule, value: unknown): boolean {
  if (value === null) return rule.nullable;
  return typeof value === rule.type;
}

/** A copy of `data` without the schema fields whose value breaks the schema, each dropped one warned about. */
export function checkCommonData(data: Readonly<Record<string, unknown>>, logger: AnalyticsLogger): Record<string, unknown> {
  const kept: [string, unknown][] = [];
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const rule: AnalyticsFieldRule | undefined = Object.hasOwn(COMMON_ANALYTICS_SCHEMA, field) ? COMMON_ANALYTICS_SCHEMA[field as CommonFieldName] : undefined;
    if (rule && !matches(rule, value)) {
      try {
        logger.warn(droppedFieldWarning(field, rule, value), { field, value });
      } catch {
        // A broken logger must not break tracking.
      }
      continue;
    }
    kept.push([field, value]);
  }
  // fromEntries defines own properties, so even a '__proto__' key stays plain data.
  return Object.fromEntries(kept);
}
