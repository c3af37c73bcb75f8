import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_LENGTH_LIMITS, checkLink } from './linkLimits.rules';

const pad = (prefix: string, length: number, fill = 'a') => prefix + fill.repeat(length - prefix.length);

describe('link limits', () => {
  it('anchors are under 100 characters', () => {
    expect(checkLink(pad('#', 99))).toEqual({ valid: true, kind: 'anchor', rule: 'anchor' });
    expect(checkLink(pad('#', 100))).toEqual({ valid: false, kind: 'anchor', rule: 'anchor', problem: 'too-long' });
  });

  it('tel: under 50, then digits, plus and minus, at least 4', () => {
    expect(checkLink('tel:+1-555-0100').valid).toBe(true);
    expect(checkLink('tel:1234').valid).toBe(true);
    expect(checkLink('tel:123')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink('tel:555 0100')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink('tel:(555)0100')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink(pad('tel:', 49, '1')).valid).toBe(true);
    expect(checkLink(pad('tel:', 50, '1'))).toMatchObject({ valid: false, rule: 'tel', problem: 'too-long' });
  });

  it('sms: under 1000, digits, parentheses and commas', () => {
    expect(checkLink('sms:(555)0100,5550101').valid).toBe(true);
    expect(checkLink('sms:+5550100')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink('sms:')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink(pad('sms:', 1000, '1'))).toMatchObject({ valid: false, problem: 'too-long' });
  });

  it('mailto: under 1000, exactly one @ and a dotted extension after it', () => {
    expect(checkLink('mailto:hello@example.com').valid).toBe(true);
    expect(checkLink('mailto:hello@example.co.uk?subject=Hi@there').valid).toBe(true);
    expect(checkLink('mailto:hello@example')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink('mailto:hello@@example.com')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink('mailto:a@b@example.com')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink('mailto:example.com')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink('mailto:a@example.')).toMatchObject({ valid: false, problem: 'bad-format' });
    expect(checkLink(`mailto:a@${'b'.repeat(990)}.com`)).toMatchObject({ valid: false, problem: 'too-long' });
  });

  it('javascript under 250, ftp under 100, internal URLs under 150', () => {
    expect(checkLink(pad('javascript:', 249)).valid).toBe(true);
    expect(checkLink(pad('javascript:', 250))).toMatchObject({ valid: false, rule: 'javascript' });
    expect(checkLink(pad('ftp://x.com/', 99)).valid).toBe(true);
    expect(checkLink(pad('ftp://x.com/', 100))).toMatchObject({ valid: false, rule: 'ftp' });
    expect(checkLink(pad('/', 149)).valid).toBe(true);
    expect(checkLink(pad('/', 150))).toMatchObject({ valid: false, rule: 'internal', kind: 'content' });
    expect(checkLink(pad('/s/', 150))).toMatchObject({ valid: false, rule: 'internal', kind: 'file' });
  });

  it('http and https links and unknown protocols have no limit from the table', () => {
    expect(checkLink(pad('https://x.com/', 5000))).toEqual({ valid: true, kind: 'external', rule: null });
    expect(checkLink('webcal:x')).toEqual({ valid: true, kind: 'other-protocol', rule: null });
  });

  it('never passes a link at or over its limit', () => {
    fc.assert(
      fc.property(fc.constantFrom('#', 'tel:', 'sms:', 'mailto:', 'javascript:', 'ftp://', '/'), fc.string({ maxLength: 1200 }), (prefix, rest) => {
        const href = prefix + rest.trim();
        const result = checkLink(href);
        if (result.rule !== null && href.trim().length >= LINK_LENGTH_LIMITS[result.rule]) expect(result.valid).toBe(false);
      }),
    );
  });
});
