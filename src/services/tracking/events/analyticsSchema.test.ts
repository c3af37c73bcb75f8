import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { COMMON_ANALYTICS_SCHEMA, checkCommonData, type CommonFieldName } from './analyticsSchema';

const fields = Object.keys(COMMON_ANALYTICS_SCHEMA) as CommonFieldName[];

describe('common analytics schema check', () => {
  it('keeps fields of the right type, and null where null is allowed', () => {
    const warn = vi.fn();
    const data = { analyticsId: 'a-1', websiteId: 'w', pagePath: '/shop', memberId: null, pageHash: '#top' };
    expect(checkCommonData(data, { warn })).toEqual(data);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a field of the wrong type with a warning naming it', () => {
    const warn = vi.fn();
    const checked = checkCommonData({ analyticsId: 'a-1', templateId: 42, pagePath: '/' }, { warn });
    expect(checked).toEqual({ analyticsId: 'a-1', pagePath: '/' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Analytics field "templateId" dropped: expected string or null, got number');
  });

  it('drops null where the schema does not allow it', () => {
    const warn = vi.fn();
    expect(checkCommonData({ websiteId: null, pagePath: '/' }, { warn })).toEqual({ pagePath: '/' });
    expect(warn.mock.calls[0]?.[0]).toBe('Analytics field "websiteId" dropped: expected string, got null');
  });

  it('passes fields outside the schema through, and leaves absent fields absent', () => {
    const warn = vi.fn();
    expect(checkCommonData({ experiment: { id: 7 }, memberId: undefined }, { warn })).toEqual({ experiment: { id: 7 } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('survives a logger that throws', () => {
    const warn = () => {
      throw new Error('console gone');
    };
    expect(checkCommonData({ pagePath: 5 }, { warn })).toEqual({});
  });

  it('never lets a schema field through with the wrong type, and warns once per dropped field', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields), value), (data) => {
        const warn = vi.fn();
        const checked = checkCommonData(data, { warn });
        let dropped = 0;
        for (const field of fields) {
          if (!(field in data)) continue;
          const rule = COMMON_ANALYTICS_SCHEMA[field];
          const v = data[field];
          const ok = typeof v === 'string' || (v === null && rule.nullable);
          if (ok) expect(checked[field]).toBe(v);
          else {
            expect(field in checked).toBe(false);
            dropped += 1;
          }
        }
        expect(warn).toHaveBeenCalledTimes(dropped);
      }),
    );
  });
});

describe('unusual keys', () => {
  it('keeps a "__proto__" key as data instead of changing the prototype', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}, "pagePath": "/"}') as Record<string, unknown>;
    const checked = checkCommonData(data, { warn: vi.fn() });
    expect(Object.getPrototypeOf(checked)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(checked))).toEqual(data);
  });
});
