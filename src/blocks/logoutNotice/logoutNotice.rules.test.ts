import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGOUT_NOTICE, splitNotice } from './logoutNotice.rules';

describe('logout notice words', () => {
  it('the spec’s text, character for character, split into its lead and the rest', () => {
    expect(LOGOUT_NOTICE).toBe('Logout Successful: You have been successfully logged out.');
    expect(splitNotice(LOGOUT_NOTICE)).toEqual({ lead: 'Logout Successful:', rest: ' You have been successfully logged out.' });
  });

  it('text without a lead is all rest', () => {
    expect(splitNotice('Signed out.')).toEqual({ lead: '', rest: 'Signed out.' });
    expect(splitNotice(': odd')).toEqual({ lead: '', rest: ': odd' });
  });

  it('the parts always join back into the text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { lead, rest } = splitNotice(text);
        expect(lead + rest).toBe(text);
      }),
    );
  });
});
