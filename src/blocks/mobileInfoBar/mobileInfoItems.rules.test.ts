import { describe, expect, it } from 'vitest';
import { MAP_SEARCH_URL, MobileInfoItemError, mobileInfoHref, readMobileInfoItems, type MobileInfoItemInput } from './mobileInfoItems.rules';

describe('mobile info items', () => {
  it('phone, email, location and hours with their words and links, in the owner’s order', () => {
    expect(
      readMobileInfoItems([
        { kind: 'phone', value: '+44 (20) 7946 0000' },
        { kind: 'email', value: 'hello@harbour.coffee' },
        { kind: 'location', value: '4 Quay St, Bristol' },
        { kind: 'hours', value: 'Mon–Sat 8–4' },
      ]),
    ).toEqual([
      { kind: 'phone', action: 'Call', value: '+44 (20) 7946 0000', href: 'tel:+442079460000' },
      { kind: 'email', action: 'Email', value: 'hello@harbour.coffee', href: 'mailto:hello@harbour.coffee' },
      { kind: 'location', action: 'Map', value: '4 Quay St, Bristol', href: `${MAP_SEARCH_URL}4%20Quay%20St%2C%20Bristol` },
      { kind: 'hours', action: 'Hours', value: 'Mon–Sat 8–4', href: null },
    ]);
  });

  it('a number or address the platform rules refuse is still shown, without a link', () => {
    expect(mobileInfoHref({ kind: 'phone', value: '12' })).toBeNull();
    expect(mobileInfoHref({ kind: 'phone', value: 'ask at the bar' })).toBeNull();
    expect(mobileInfoHref({ kind: 'phone', value: '1'.repeat(60) })).toBeNull();
    expect(mobileInfoHref({ kind: 'email', value: 'hello@harbour' })).toBeNull();
    expect(readMobileInfoItems([{ kind: 'email', value: 'hello@harbour' }])).toEqual([{ kind: 'email', action: 'Email', value: 'hello@harbour', href: null }]);
  });

  it('a location may bring its own web map link; anything else is not followed', () => {
    expect(mobileInfoHref({ kind: 'location', value: 'Quay', href: 'https://maps.example.com/q' })).toBe('https://maps.example.com/q');
    expect(mobileInfoHref({ kind: 'location', value: 'Quay', href: 'javascript:alert(1)' })).toBeNull();
  });

  it('items with no value are left out; an unknown kind is a clear error', () => {
    expect(readMobileInfoItems([{ kind: 'hours', value: '  ' }])).toEqual([]);
    expect(() => readMobileInfoItems([{ kind: 'fax', value: '1234' } as unknown as MobileInfoItemInput])).toThrow(MobileInfoItemError);
    expect(() => mobileInfoHref({ kind: 'fax', value: '1' } as unknown as MobileInfoItemInput)).toThrow(
      'Mobile info bar: unknown item kind "fax"; expected one of phone, email, location, hours',
    );
  });
});
