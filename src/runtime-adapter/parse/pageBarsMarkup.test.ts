import { describe, expect, it } from 'vitest';
import { readAnnouncementBarSettings, readMobileInfoBarSettings } from './pageBarsMarkup';

describe('readAnnouncementBarSettings', () => {
  it('reads text, link and dismissible', () => {
    expect(
      readAnnouncementBarSettings({ text: 'Open late on Fridays', link: { href: '/visit', label: 'Visit us', newWindow: false }, dismissible: false }),
    ).toEqual({
      text: 'Open late on Fridays',
      link: { href: '/visit', label: 'Visit us', newWindow: false },
      dismissible: false,
    });
  });

  it('defaults: no text, no link, dismissible; a link without href is no link', () => {
    expect(readAnnouncementBarSettings({})).toEqual({ text: null, link: null, dismissible: true });
    expect(readAnnouncementBarSettings({ text: 'Hi', link: { label: 'x' } }).link).toBeNull();
  });

  it('refuses keys of the wrong kind, naming them', () => {
    expect(() => readAnnouncementBarSettings({ text: 3 })).toThrow('announcement bar: text must be text');
    expect(() => readAnnouncementBarSettings({ link: 'x' })).toThrow('announcement bar: link must be an object');
    expect(() => readAnnouncementBarSettings({ dismissible: 'no' })).toThrow('announcement bar: dismissible must be true or false');
  });
});

describe('readMobileInfoBarSettings', () => {
  it('reads style and items, skipping null entries', () => {
    expect(
      readMobileInfoBarSettings({
        style: 3,
        items: [{ kind: 'phone', value: '+1 555 0100' }, null, { kind: 'location', value: 'Harbour Road 1', href: null }],
      }),
    ).toEqual({
      barStyle: 3,
      items: [
        { kind: 'phone', value: '+1 555 0100', href: null },
        { kind: 'location', value: 'Harbour Road 1', href: null },
      ],
    });
  });

  it('no style is none (1); no items is an empty list', () => {
    expect(readMobileInfoBarSettings({})).toEqual({ barStyle: 1, items: [] });
  });

  it('refuses a bad style, items that are not a list, an item without kind or value', () => {
    expect(() => readMobileInfoBarSettings({ style: 'dark' })).toThrow('mobile info bar: style must be a whole number');
    expect(() => readMobileInfoBarSettings({ items: {} })).toThrow('mobile info bar: items must be a list');
    expect(() => readMobileInfoBarSettings({ items: [{ kind: 'phone' }] })).toThrow('mobile info bar: items[0] needs a kind and a value');
  });
});
